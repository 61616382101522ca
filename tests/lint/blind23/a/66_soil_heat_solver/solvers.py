import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def get_heat_solver(nx, alpha):
    dx = 1.0 / nx

    @jax.jit
    def soil_heat_step(T, surface_T, dt):
        Tb = jnp.concatenate([surface_T[None], T, T[-1:]])
        lap = (Tb[2:] - 2 * Tb[1:-1] + Tb[:-2]) / dx ** 2
        return T + dt * alpha * lap

    return soil_heat_step
