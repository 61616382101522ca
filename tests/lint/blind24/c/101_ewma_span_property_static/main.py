import numpy as np
from tracker import AbsenceTracker

rng = np.random.default_rng(0)
tracker = AbsenceTracker(window=6)
buf = np.zeros(12, np.float32)
for week in range(9):
    buf = np.roll(buf, -1)
    buf[-1] = rng.uniform(0.02, 0.08)
    print(week, round(float(tracker.update(buf)), 4))
