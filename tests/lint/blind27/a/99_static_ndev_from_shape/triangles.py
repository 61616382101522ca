import numpy as np

N_DEV = 10


def company_triangles(rng, companies):
    out = {}
    for name in companies:
        incr = rng.gamma(2.0, 300.0, (N_DEV, N_DEV)) * np.exp(-0.3 * np.arange(N_DEV))[None, :]
        mask = np.add.outer(np.arange(N_DEV), np.arange(N_DEV)) < N_DEV
        out[name] = (np.where(mask, np.cumsum(incr, 1), 0.0).astype(np.float32), mask)
    return out
