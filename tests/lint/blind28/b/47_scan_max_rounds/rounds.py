import numpy as np

MAX_ROUNDS = 30


def load_match(rng):
    n = int(rng.integers(16, MAX_ROUNDS + 1))
    buy = np.zeros((MAX_ROUNDS, 2), np.float32)
    won = np.zeros(MAX_ROUNDS, np.float32)
    valid = np.zeros(MAX_ROUNDS, np.float32)
    buy[:n] = rng.uniform(0, 9000, size=(n, 2))
    won[:n] = rng.integers(0, 2, n)
    valid[:n] = 1.0
    return buy, won, valid
