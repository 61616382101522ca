import numpy as np
from monitor import DriftTracker

rng = np.random.default_rng(0)
tracker = DriftTracker()
for week in range(6):
    scores = rng.normal(loc=0.05 * week, size=64).astype(np.float32)
    print(week, round(tracker.observe(scores), 4))
