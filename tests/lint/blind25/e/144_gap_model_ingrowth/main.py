import numpy as np
from gapmodel import gap_period
from recruit import ingrowth

rng = np.random.default_rng(113)
dbh = rng.uniform(5, 40, 20).astype(np.float32)
height = (1.3 + 30 * (1 - np.exp(-0.04 * dbh))).astype(np.float32)
for period in range(6):
    d, h = gap_period(dbh, height, np.float32(0.5))
    dbh, height = ingrowth(rng, np.asarray(d), np.asarray(h))
    print("period", period, "trees", len(dbh), "mean dbh", round(float(dbh.mean()), 2))
