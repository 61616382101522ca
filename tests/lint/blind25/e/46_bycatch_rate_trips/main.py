import numpy as np
from estimators import bycatch_rate
from observer import trip_report

rng = np.random.default_rng(30)
ZI = 1
for trip in range(6):
    counts = rng.poisson(0.4, 50).astype(np.float32)
    hooks = rng.integers(800, 1200, 50).astype(np.float32)
    if trip % 2:
        r = trip_report(counts, hooks)
    else:
        r = float(bycatch_rate(counts, hooks, zero_inflated=ZI))
    print("trip", trip, round(r, 4))
