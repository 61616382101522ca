from functools import partial

import jax
import jax.numpy as jnp

from phases import VELOCITY


@partial(jax.jit, static_argnames="phase")
def straight_ray_times(src, stations, phase):
    return jnp.linalg.norm(stations - src, axis=1) / VELOCITY[phase]
