import numpy as np


def lobby_arrivals(hours, seed=0):
    rng = np.random.default_rng(seed)
    # up-peak profile: (arrival rates per floor band) as the building model returns them
    for h in hours:
        peak = 3.0 if 8 <= h <= 9 else 1.0
        low = rng.poisson(4 * peak, size=10).astype(np.float32)
        mid = rng.poisson(3 * peak, size=10).astype(np.float32)
        high = rng.poisson(2 * peak, size=10).astype(np.float32)
        if h < 12:
            yield h, [low, mid, high]
        else:
            yield h, (low, mid, high)
