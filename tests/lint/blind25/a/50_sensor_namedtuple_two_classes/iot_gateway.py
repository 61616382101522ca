from collections import namedtuple

import numpy as np

Reading = namedtuple("Reading", ["air_temp", "rel_humidity", "leaf_wetness"])


def gateway_hour(rng, n_blocks):
    return Reading(
        rng.uniform(12, 26, n_blocks).astype(np.float32),
        rng.uniform(55, 100, n_blocks).astype(np.float32),
        rng.uniform(0, 1, n_blocks).astype(np.float32),
    )
