from functools import partial

import jax
import jax.numpy as jnp

SENSITIVITY = {"HH": 6.0e8, "BH": 6.3e8, "EH": 1.5e8, "HN": 4.0e5}


@partial(jax.jit, static_argnames="channel")
def to_ground_motion(counts, channel):
    sens = SENSITIVITY[channel[:2]]
    x = counts / sens
    if channel[:2] == "HN":
        return x
    return jnp.gradient(x) * 100.0
