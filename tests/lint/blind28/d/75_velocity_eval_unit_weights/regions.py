import numpy as np


def load_region(seed, with_errors):
    rng = np.random.default_rng(seed)
    u_obs = rng.uniform(10, 800, 300).astype(np.float32)
    u_model = (u_obs * rng.normal(1.0, 0.15, 300)).astype(np.float32)
    if with_errors:
        sigma = rng.uniform(2, 30, 300).astype(np.float32)
        weights = 1.0 / sigma ** 2
    else:
        weights = np.ones_like(u_obs)
    return u_model, u_obs, weights
