import numpy as np
from dashboards import hr_dashboard, exec_dashboard

CFG = {"alert_threshold": 0.5}
rng = np.random.default_rng(0)
for month in range(3):
    scores = rng.random(200).astype(np.float32)
    left = (rng.random(200) < scores * 0.3).astype(np.int32)
    p1, r1 = hr_dashboard(scores, left)
    p2, r2 = exec_dashboard(scores, left, CFG)
    print(month, round(float(p1), 3), round(float(p2), 3))
