from typing import NamedTuple

import numpy as np


class Observation(NamedTuple):
    optical: np.ndarray
    sar: np.ndarray


def read_paired(i, size=32):
    rng = np.random.default_rng(i)
    return Observation(
        optical=rng.uniform(0, 0.4, (4, size, size)).astype(np.float32),
        sar=rng.normal(-12, 3, (2, size, size)).astype(np.float32),
    )


def read_gap_filled(i, size=32):
    """Optical gap filled from the previous clear date; SAR from the same orbit."""
    rng = np.random.default_rng(1000 + i)
    optical = rng.uniform(0, 0.4, (4, size, size)).astype(np.float32)
    sar = rng.normal(-12, 3, (2, size, size)).astype(np.float32)
    return optical, sar


def observation_stream(n=6):
    for i in range(n):
        yield read_paired(i) if i % 2 == 0 else read_gap_filled(i)
