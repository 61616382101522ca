import numpy as np

from model import BOARD


def random_positions(rng, n):
    stones = rng.choice([-1.0, 0.0, 1.0], size=(n, BOARD, BOARD), p=[0.3, 0.4, 0.3])
    planes = np.stack([stones == 1, stones == -1], axis=-1).astype(np.float32)
    outcome = np.sign(stones.sum(axis=(1, 2)) + 0.5).astype(np.float32)
    return planes, outcome
