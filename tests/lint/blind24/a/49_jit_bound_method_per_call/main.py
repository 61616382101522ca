import numpy as np
from monitor import HeatDetector

rng = np.random.default_rng(39)
det = HeatDetector()
mean = rng.normal(3000, 300, 50).astype(np.float32)
sd = np.full(50, 350.0, np.float32)
for shift in range(4):
    steps = rng.normal(mean, 350).astype(np.float32)
    steps[rng.integers(0, 50, 2)] *= 1.6
    alerts, z = det.check(steps, mean, sd)
    print(f"shift {shift}: cows in heat {np.flatnonzero(np.asarray(alerts)).tolist()}")
