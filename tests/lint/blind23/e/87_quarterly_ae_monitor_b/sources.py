import numpy as np


def from_policy_admin(rng, n):
    exposure = rng.uniform(0.1, 1.0, size=(n, 1)).astype(np.float32)
    claims = rng.poisson(0.1 * exposure[:, 0]).astype(np.float32)
    return exposure, claims


def from_data_warehouse(rng, n):
    exposure = rng.uniform(0.1, 1.0, size=n).astype(np.float32)
    claims = rng.poisson(0.1 * exposure).astype(np.float32)
    return exposure, claims


def quarterly_data(seed=2):
    rng = np.random.default_rng(seed)
    for q in range(6):
        src = from_policy_admin if q < 2 else from_data_warehouse
        exposure, claims = src(rng, 500)
        yield q, (exposure.reshape(-1), claims)
