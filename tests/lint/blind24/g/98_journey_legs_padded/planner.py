import numpy as np

MAX_LEGS = 3


def itinerary_arrays(rng, n=5):
    times = np.zeros((n, MAX_LEGS), np.float32)
    used = np.zeros((n, MAX_LEGS), np.float32)
    for i in range(n):
        k = int(rng.integers(1, MAX_LEGS + 1))
        times[i, :k] = rng.uniform(4, 25, k)
        used[i, :k] = 1.0
    return times, used
