import numpy as np


def initial_consist(rng, n_wagons=5):
    return [rng.uniform(15, 25, 4).astype(np.float32) for _ in range(n_wagons)]


def reshuffle(consist, rng):
    order = rng.permutation(len(consist))
    return tuple(consist[i] for i in order)


def add_cargo(consist, rng):
    return tuple(w + rng.uniform(0, 1.5, w.shape).astype(np.float32) for w in consist)
