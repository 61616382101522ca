from typing import NamedTuple

import numpy as np


class Transition(NamedTuple):
    obs: np.ndarray
    action: np.ndarray
    reward: np.ndarray
    next_obs: np.ndarray


def sample(rng, n=16, dim=4):
    return Transition(rng.normal(size=(n, dim)).astype(np.float32),
                      rng.integers(0, 2, size=n).astype(np.int32),
                      rng.normal(size=n).astype(np.float32),
                      rng.normal(size=(n, dim)).astype(np.float32))


def mirror(batch):
    sign = np.array([-1, 1, -1, 1], np.float32)
    return tuple(x * sign if x.ndim == 2 else x for x in batch)
