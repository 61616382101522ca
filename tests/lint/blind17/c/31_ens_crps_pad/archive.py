import numpy as np

FULL_MEMBERS = 10


def members_available(init_index):
    return FULL_MEMBERS - (init_index % 3)


def load_init(init_index, rng, n_points=200):
    m = members_available(init_index)
    ens = np.zeros((FULL_MEMBERS, n_points), dtype=np.float32)
    ens[:m] = rng.standard_normal((m, n_points))
    present = np.arange(FULL_MEMBERS) < m
    obs = rng.standard_normal(n_points).astype(np.float32)
    return ens, present.astype(np.float32), obs
