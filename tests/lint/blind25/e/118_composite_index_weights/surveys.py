import numpy as np

N_SURVEYS = 3

def stacked_indices(year, rng):
    idx = np.ones((N_SURVEYS, 10), np.float32)
    avail = np.ones(N_SURVEYS, np.float32)
    for s in range(N_SURVEYS):
        if s == 2 and year in (2020, 2021):
            avail[s] = 0.0
            continue
        idx[s] = rng.lognormal(0.5 + 0.2 * s, 0.25, 10)
    return idx, avail
