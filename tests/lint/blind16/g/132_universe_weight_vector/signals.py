import numpy as np


def target_weights(rng, universe, max_names=6):
    idx = rng.choice(len(universe), size=rng.integers(3, max_names + 1), replace=False)
    raw = rng.random(len(idx))
    w = np.zeros(len(universe), np.float32)
    w[idx] = raw / raw.sum()
    return w
