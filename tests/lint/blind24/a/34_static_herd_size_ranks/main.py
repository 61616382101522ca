import numpy as np
from ranking import cull_candidates

rng = np.random.default_rng(25)
herds = {}
for name, n in [("Dairy 1", 120), ("Dairy 2", 95), ("Dairy 3", 150), ("Dairy 4", 95)]:
    herds[name] = (rng.normal(32, 6, n).astype(np.float32),
                   rng.lognormal(5, 0.8, n).astype(np.float32),
                   rng.normal(130, 30, n).astype(np.float32))

for name, (milk, scc, dopen) in herds.items():
    n_cows = len(milk)
    cull, merit = cull_candidates(milk, scc, dopen, n_cows=n_cows, n_cull=max(1, n_cows // 20))
    print(name, "cull list", np.asarray(cull).tolist())
