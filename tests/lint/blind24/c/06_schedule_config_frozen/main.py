import numpy as np
from config import load_config
from solver import solve_roster

rng = np.random.default_rng(7)
for site in ["clinic", "depot", "store"]:
    cfg = load_config(site)
    avail = (rng.random((16, 14)) < 0.5).astype(np.float32)
    demand = rng.integers(1, 5, size=14).astype(np.float32)
    plan = solve_roster(avail, demand, cfg)
    print(site, np.round(np.asarray(plan.sum(axis=0))[:5], 2))
