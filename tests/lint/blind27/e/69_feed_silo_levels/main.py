import numpy as np

from tracker import SiloTracker

rng = np.random.default_rng(69)
trk = SiloTracker(6)
true_level = np.full(6, 20.0)
for day in range(12):
    true_level -= rng.uniform(0.4, 1.2, size=6)
    reading = (true_level + rng.normal(0, 0.3, 6)).astype(np.float32)
    trk.update(reading)
print("days of feed left:", np.round(trk.days_left(), 1))
