import numpy as np


def gtfs_rt_occupancy(rng, n=40):
    return rng.integers(0, 5, n).astype(np.uint8)


def apc_occupancy(rng, n=40):
    return rng.integers(0, 5, n)


def poll(rng, minute):
    return gtfs_rt_occupancy(rng) if minute % 3 else apc_occupancy(rng)
