import numpy as np

MAX_SETS = 10

def trip_table(rng, n_trips=6):
    hooks = np.zeros((n_trips, MAX_SETS), np.float32)
    byc = np.zeros((n_trips, MAX_SETS), np.float32)
    mask = np.zeros((n_trips, MAX_SETS), np.float32)
    for t in range(n_trips):
        n = int(rng.integers(4, 9))
        hooks[t, :n] = rng.integers(800, 1500, n)
        byc[t, :n] = rng.poisson(0.6, n)
        mask[t, :n] = 1.0
    return hooks, byc, mask
