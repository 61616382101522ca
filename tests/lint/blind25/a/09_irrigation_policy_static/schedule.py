from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def irrigation_need(depletion, taw, policy):
    raw = policy.trigger_fraction * taw
    need = jnp.where(depletion > raw, jnp.minimum(depletion, policy.max_depth_mm), 0.0)
    return need / policy.efficiency
