import numpy as np


def read_floor(floor, rng):
    """Lobby floors use beam-break counters (integer counts); office floors use camera
    analytics that report fractional average occupancy per interval."""
    if floor == 0:
        return rng.poisson(20, size=(12, 8)).astype(np.int32)
    return (rng.uniform(0, 15, size=(12, 8))).astype(np.float32)
