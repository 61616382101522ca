import numpy as np

from gravity import bouguer_anomaly
from settings import RUNS

rng = np.random.default_rng(125)
for run in RUNS:
    g = rng.normal(978000, 5, 40).astype(np.float32)
    elev = rng.uniform(500, 3500, 40).astype(np.float32)
    tc = rng.uniform(0, 3, 40).astype(np.float32)
    ba = bouguer_anomaly(g, elev, tc, run["topo_correction"])
    print(run["volcano"], round(float(ba.mean()), 2))
