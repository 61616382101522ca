import enum
from functools import partial

import jax
import jax.numpy as jnp


class Estimator(enum.Enum):
    IDW = "idw"
    NN = "nearest"


@partial(jax.jit, static_argnames=("method", "power"))
def estimate_blocks(sample_xyz, sample_grade, block_xyz, method, power):
    d = jnp.linalg.norm(block_xyz[:, None] - sample_xyz[None], axis=-1) + 1e-3
    if method is Estimator.NN:
        return sample_grade[jnp.argmin(d, axis=1)]
    w = 1.0 / d ** power
    return jnp.sum(w * sample_grade, axis=1) / jnp.sum(w, axis=1)
