import numpy as np


def branch(walkers, weights, rng):
    n = len(walkers)
    p = weights / weights.sum()
    positions = (rng.uniform() + np.arange(n)) / n
    idx = np.minimum(np.searchsorted(np.cumsum(p), positions), n - 1)
    return walkers[idx]


def update_reference(e_ref, n_walkers, target, tau, feedback=0.5):
    return e_ref - feedback / tau * np.log(n_walkers / target)
