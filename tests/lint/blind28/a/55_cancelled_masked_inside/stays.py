import numpy as np


def daily_bookings(rng, n=200):
    cancelled = rng.random(n) < 0.25
    nights = rng.integers(1, 8, n).astype(np.float32)
    rate = rng.normal(150, 30, n).astype(np.float32)
    return nights, rate, cancelled
