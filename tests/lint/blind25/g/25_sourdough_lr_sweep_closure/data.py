import numpy as np


def starter_activity(n=128, seed=0):
    """Rise height after 6 h from hydration, flour ash, temperature and feeding ratio."""
    rng = np.random.default_rng(seed)
    x = rng.uniform(0, 1, size=(n, 4)).astype(np.float32)
    rise = 1.2 + 1.5 * x[:, 0] + 0.6 * x[:, 1] + 2.0 * x[:, 2] * (1 - x[:, 3]) + 0.05 * rng.normal(size=n)
    return x, rise.astype(np.float32)
