import numpy as np

N_REGISTERED_POINTS = 30
VISITS = 3


def yearly_counts(year, rng):
    # volunteers cover a different subset of the 30 registered points each year
    n_points = {2019: 18, 2020: 11, 2021: 24, 2022: 18, 2023: 27}[year]
    visited = np.sort(rng.choice(N_REGISTERED_POINTS, n_points, replace=False))
    counts = np.zeros((N_REGISTERED_POINTS, VISITS), np.float32)
    surveyed = np.zeros(N_REGISTERED_POINTS, np.float32)
    counts[visited] = rng.poisson(4.0, (n_points, VISITS))
    surveyed[visited] = 1.0
    return counts, surveyed
