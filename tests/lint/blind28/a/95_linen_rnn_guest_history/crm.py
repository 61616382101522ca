import numpy as np


def guest_histories(rng, n_guests=8):
    for g in range(n_guests):
        n = int(rng.integers(2, 9))
        gaps = rng.exponential(60, n) / 100
        spend = rng.gamma(2, 150, n) / 1000
        nights = rng.integers(1, 6, n) / 5
        yield g, np.stack([gaps, spend, nights], 1)[None].astype(np.float32)
