import numpy as np

from pipeline import StatsTracker

rng = np.random.default_rng(5)
tracker = StatsTracker()
for _ in range(5):
    batch = rng.normal(size=(32,)).astype(np.float32)
    tracker.observe(batch)

print(round(tracker.energy, 3))
