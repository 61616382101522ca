from typing import NamedTuple

import numpy as np


class Reading(NamedTuple):
    air_temp: np.ndarray
    rel_humidity: np.ndarray
    leaf_wetness: np.ndarray


def station_hour(rng, n_blocks):
    return Reading(
        air_temp=rng.uniform(12, 26, n_blocks).astype(np.float32),
        rel_humidity=rng.uniform(55, 100, n_blocks).astype(np.float32),
        leaf_wetness=rng.uniform(0, 1, n_blocks).astype(np.float32),
    )
