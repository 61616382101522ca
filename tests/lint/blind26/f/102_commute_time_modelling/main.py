import numpy as np
from reports import peak_report, offpeak_report

rng = np.random.default_rng(0)
for district in range(4):
    dist = rng.uniform(2, 30, 100).astype(np.float32)
    speed = rng.uniform(25, 60, 100).astype(np.float32)
    cong = rng.uniform(0.2, 0.9, 100).astype(np.float32)
    print(district, round(float(peak_report(dist, speed, cong)), 1), round(float(offpeak_report(dist, speed, cong)), 1))
