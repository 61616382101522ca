import numpy as np
from tracker import SeasonTracker

rng = np.random.default_rng(72)
tr = SeasonTracker([4000.0, 2500.0, 1500.0])
for week in range(1, 9):
    warn = tr.record(rng.gamma(2.0, 60.0, 3).astype(np.float32))
    print("week", week, np.round(np.asarray(tr.totals), 1), "warning" if warn else "")
