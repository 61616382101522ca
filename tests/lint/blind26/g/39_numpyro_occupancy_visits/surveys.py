import numpy as np


def load_histories(n_sites=10, seed=0):
    """Nightjar acoustic surveys: number of recorder-nights differs by site."""
    rng = np.random.default_rng(seed)
    out = []
    for s in range(n_sites):
        n_visits = int(rng.integers(3, 9))
        occ = rng.random() < 0.6
        out.append((rng.random(n_visits) < 0.4 * occ).astype(np.float32))
    return out
