import numpy as np


def yearly_counts(year, rng):
    # volunteers cover a different subset of the 30 registered points each year
    n_points = {2019: 18, 2020: 11, 2021: 24, 2022: 18, 2023: 27}[year]
    visited = np.sort(rng.choice(30, n_points, replace=False))
    site_ids = np.repeat(visited, 3)  # three visits per point
    counts = rng.poisson(4.0, site_ids.size).astype(np.float32)
    return site_ids, counts


def relabel(site_ids):
    uniq, dense = np.unique(site_ids, return_inverse=True)
    return dense.astype(np.int32), len(uniq)
