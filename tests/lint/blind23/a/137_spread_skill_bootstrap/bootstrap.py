import numpy as np


def member_resamples(n_members, k, n_boot, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_boot):
        yield rng.choice(n_members, size=k, replace=True)
