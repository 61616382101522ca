import numpy as np


def mimo_batch(rng, bs=64, n_r=8, n_t=4, snr_db=10.0):
    H = rng.standard_normal((bs, n_r, n_t)).astype(np.float32) / np.sqrt(n_r)
    x = rng.choice([-1.0, 1.0], (bs, n_t)).astype(np.float32)
    sigma = np.sqrt(n_t / n_r * 10 ** (-snr_db / 10))
    y = (np.einsum("brt,bt->br", H, x) + sigma * rng.standard_normal((bs, n_r))).astype(np.float32)
    return y, H, x
