import numpy as np


def simulate_guests(rng, price_idx, prices):
    p = np.asarray(prices)[price_idx]
    accept = rng.random(len(price_idx)) < 1 / (1 + np.exp((p - 135) / 12))
    return (accept * p / 100).astype(np.float32)
