from typing import NamedTuple

import numpy as np


class RayBatch(NamedTuple):
    origins: np.ndarray
    dirs: np.ndarray
    rgb: np.ndarray


def train_rays(rng, n):
    return RayBatch(rng.normal(size=(n, 3)).astype(np.float32),
                    rng.normal(size=(n, 3)).astype(np.float32),
                    rng.uniform(size=(n, 3)).astype(np.float32))


def held_out_rays(rng, n):
    o = rng.normal(size=(n, 3)).astype(np.float32)
    d = rng.normal(size=(n, 3)).astype(np.float32)
    c = rng.uniform(size=(n, 3)).astype(np.float32)
    return RayBatch(o, d, c)
