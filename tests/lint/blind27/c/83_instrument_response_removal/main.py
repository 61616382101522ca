import numpy as np

from response import deconvolver

SITES = [("KEA1", "STS-2"), ("KEA2", "L-4C"), ("KEA3", "L-4C"), ("KEA4", "STS-2"), ("KEA5", "L-4C")]
rng = np.random.default_rng(83)
for day in range(2):
    for sta, sensor in SITES:
        vel = deconvolver(sensor)(rng.normal(size=4096).astype(np.float32), 100.0)
        print(day, sta, f"{float(np.abs(vel).max()):.3g}")
