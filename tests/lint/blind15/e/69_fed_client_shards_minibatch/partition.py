import numpy as np


def dirichlet_shards(x, y, n_clients, alpha=0.5, seed=0):
    rng = np.random.default_rng(seed)
    props = rng.dirichlet(alpha * np.ones(n_clients))
    cuts = (np.cumsum(props) * len(x)).astype(int)[:-1]
    perm = rng.permutation(len(x))
    return [(x[idx], y[idx]) for idx in np.split(perm, cuts) if len(idx) > 0]
