from typing import NamedTuple

import jax
import jax.numpy as jnp


class FloeState(NamedTuple):
    x: jax.Array
    y: jax.Array
    u: jax.Array
    v: jax.Array


@jax.jit
def drift_step(state, wind_u, wind_v, dt):
    x, y, u, v = state
    f = 1.4e-4
    au = 0.02 * wind_u - 1e-4 * u + f * v
    av = 0.02 * wind_v - 1e-4 * v - f * u
    u = u + dt * au
    v = v + dt * av
    return FloeState(x + dt * u, y + dt * v, u, v)
