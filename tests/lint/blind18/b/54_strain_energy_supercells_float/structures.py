import numpy as np


def simple_cubic_supercell(a, reps=2):
    grid = np.stack(np.meshgrid(*[np.arange(reps)] * 3, indexing="ij"), -1).reshape(-1, 3)
    return (grid * a).astype(np.float32)


def strained(pos, strain):
    eps = np.diag([1.0 + strain, 1.0 - 0.5 * strain, 1.0 - 0.5 * strain])
    return pos @ eps
