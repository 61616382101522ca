import numpy as np


def synthetic_catchments(n_basins=70, n_days=30, seed=0):
    rng = np.random.default_rng(seed)
    precip = rng.gamma(0.6, 4.0, size=(n_basins, n_days)).astype(np.float32)
    pet = (2.0 + rng.normal(0, 0.3, size=(n_basins, n_days))).astype(np.float32)
    forcing = np.stack([precip, pet], axis=-1)
    k = rng.uniform(0.05, 0.3, size=(n_basins, 1)).astype(np.float32)
    flow = np.zeros((n_basins, n_days), np.float32)
    s = np.zeros((n_basins, 1), np.float32)
    for t in range(n_days):
        s = s + precip[:, t:t + 1] - 0.3 * pet[:, t:t + 1]
        s = np.maximum(s, 0.0)
        q = k * s
        s = s - q
        flow[:, t] = q[:, 0]
    return forcing, flow


def iterate_basins(forcing, flow, batch_size, rng):
    idx = rng.permutation(len(forcing))
    for start in range(0, len(idx), batch_size):
        sel = idx[start:start + batch_size]
        yield forcing[sel], flow[sel]
