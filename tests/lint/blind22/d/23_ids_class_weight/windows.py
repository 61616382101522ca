import numpy as np

WINDOW, N_FEAT = 20, 6


def labelled_windows(rng, n, attack_rate):
    x = rng.normal(size=(n, WINDOW, N_FEAT)).astype(np.float32)
    y = (rng.random(n) < attack_rate).astype(np.float32)
    x[y == 1, :, 0] += 2.0
    return x, y


def positive_weight(y):
    n_pos = int(y.sum())
    n_neg = len(y) - n_pos
    if n_pos == 0:
        return 1
    return n_neg / n_pos
