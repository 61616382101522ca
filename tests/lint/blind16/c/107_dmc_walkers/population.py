import numpy as np


def branch(walkers, weights, rng):
    copies = np.floor(weights + rng.uniform(size=weights.shape)).astype(int)
    return np.repeat(walkers, copies, axis=0)


def update_reference(e_ref, n_walkers, target, tau, feedback=0.5):
    return e_ref - feedback / tau * np.log(n_walkers / target)
