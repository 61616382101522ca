from functools import partial

import jax
import jax.numpy as jnp

WEIGHTS = {"AMSR2": 2.0, "SSMIS-F17": 1.0, "SSMIS-F18": 1.0, "MWRI": 0.7}


@partial(jax.jit, static_argnames="sensors")
def merge_sic(stack, sensors):
    w = jnp.array([WEIGHTS[s] for s in sensors])
    sub = jnp.stack([stack[s] for s in sensors])
    return jnp.clip(jnp.tensordot(w, sub, 1) / jnp.sum(w), 0.0, 1.0)
