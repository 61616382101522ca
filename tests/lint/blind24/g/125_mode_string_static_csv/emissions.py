from functools import partial

import jax
import jax.numpy as jnp

FACTORS = {"bus": (0.82, 1.3), "rail": (0.35, 0.9)}


@partial(jax.jit, static_argnames=("mode",))
def trip_co2_kg(minutes, occupancy, mode):
    per_min, base = FACTORS[mode.lower()]
    return (base + per_min * minutes) / jnp.maximum(occupancy, 1.0)
