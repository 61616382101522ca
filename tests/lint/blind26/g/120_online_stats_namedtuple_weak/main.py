import numpy as np

from stats import empty, update_stats

rng = np.random.default_rng(0)
for colony in ["north_cave", "south_mine"]:
    s = empty()
    for night in range(10):
        rates = rng.poisson(40, size=12).astype(np.float32)     # bat passes per hour
        s = update_stats(s, rates)
    print(colony, round(float(s.mean), 2), round(float(s.var), 2), int(s.n))
