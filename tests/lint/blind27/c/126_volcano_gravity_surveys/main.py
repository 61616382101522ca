import numpy as np

from gravity import reduce_survey
from settings import RUNS

rng = np.random.default_rng(126)
for run in RUNS:
    g = rng.normal(978000, 5, 40).astype(np.float32)
    elev = rng.uniform(500, 3500, 40).astype(np.float32)
    tc = rng.uniform(0, 3, 40).astype(np.float32)
    print(run["volcano"], round(float(reduce_survey(g, elev, tc, run).mean()), 2))
