from collections import namedtuple

import numpy as np

Snapshot = namedtuple("Snapshot", ["gold", "xp", "objectives"])


def from_stream(rng):
    return Snapshot(rng.normal(size=(10,)).astype(np.float32),
                    rng.normal(size=(10,)).astype(np.float32),
                    rng.normal(size=(4,)).astype(np.float32))


def from_backfill(rng):
    snap = from_stream(rng)
    return tuple(snap)
