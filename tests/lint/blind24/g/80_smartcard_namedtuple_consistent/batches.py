from typing import NamedTuple

import numpy as np


class Journey(NamedTuple):
    origin_zone: np.ndarray
    dest_zone: np.ndarray
    hour: np.ndarray
    fare: np.ndarray


def journeys(rng, n, n_zones=6):
    return Journey(
        origin_zone=rng.integers(0, n_zones, n).astype(np.int32),
        dest_zone=rng.integers(0, n_zones, n).astype(np.int32),
        hour=rng.integers(5, 24, n).astype(np.int32),
        fare=rng.choice([2.0, 2.75, 3.5], n).astype(np.float32),
    )


def split(j, cut):
    return Journey(*(f[:cut] for f in j)), Journey(*(f[cut:] for f in j))
