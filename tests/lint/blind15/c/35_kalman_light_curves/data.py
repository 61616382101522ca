import numpy as np


def synthetic_light_curves(n_curves=5, seed=0):
    rng = np.random.default_rng(seed)
    curves = []
    for k in range(n_curves):
        n_obs = int(rng.integers(40, 120))
        level = np.cumsum(0.05 * rng.normal(size=n_obs)) + k
        obs = level + 0.2 * rng.normal(size=n_obs)
        curves.append(obs.astype(np.float32))
    return curves
