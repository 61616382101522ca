from functools import partial

import jax
import jax.numpy as jnp

LIMITS = {"B1": (0.95, 1.05), "B2": (0.95, 1.05), "B3": (0.97, 1.03), "B4": (0.95, 1.05)}


@partial(jax.jit, static_argnames=("bus_names",))
def voltage_violations(v, bus_names):
    lo = jnp.array([LIMITS[b][0] for b in bus_names])
    hi = jnp.array([LIMITS[b][1] for b in bus_names])
    return jnp.maximum(lo - v, 0.0) + jnp.maximum(v - hi, 0.0)
