from typing import NamedTuple

import jax
import jax.numpy as jnp


class FFState(NamedTuple):
    fitness: jax.Array
    fatigue: jax.Array


@jax.jit
def daily_update(state, load):
    fit = state[0] * jnp.exp(-1 / 42.0) + load
    fat = state[1] * jnp.exp(-1 / 7.0) + load
    return FFState(fit, fat), 0.1 * fit - 0.2 * fat
