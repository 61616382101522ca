from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("present",))
def consistency_flags(fields, present):
    flags = jnp.zeros((20, 20), bool)
    if {"t2m", "d2m"} <= present:
        flags = flags | (fields["d2m"] > fields["t2m"] + 0.5)
    if "sp" in present:
        flags = flags | (jnp.abs(fields["sp"]) > 3.0)
    return flags
