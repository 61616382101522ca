import numpy as np

def daily_counts(total=50000, days=20, seed=58):
    rng = np.random.default_rng(seed)
    t = np.arange(1, days + 1)
    prop = 1 / (1 + np.exp(-(t - 12) / 3))
    for d in range(days):
        yield d, np.float32(total * prop[d] * rng.lognormal(0, 0.1)), np.float32(prop[d])
