from functools import partial

import jax
import jax.numpy as jnp

SENSITIVITY = {"HH": 6.0e8, "EH": 1.5e8}


@partial(jax.jit, static_argnames="band")
def velocity_from_counts(counts, band):
    return (counts - counts.mean()) / SENSITIVITY[band]
