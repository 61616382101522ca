import numpy as np


def from_database(rng, n):
    # the DB driver hands back int64 columns
    return (rng.integers(0, 200, n).astype(np.int64), rng.integers(0, 200, n).astype(np.int64),
            rng.integers(0, 2, n).astype(np.int64))


def from_live_feed(rng, n):
    return (rng.integers(0, 200, n).astype(np.int32), rng.integers(0, 200, n).astype(np.int32),
            rng.integers(0, 2, n).astype(np.int32))
