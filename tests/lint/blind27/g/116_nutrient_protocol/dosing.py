from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("recipe",))
def nutrient_plan(yan, brix, volume_hl, recipe):
    deficit = jnp.clip(250.0 + 8.0 * (brix - 22.0) - yan, 0.0)
    per_stage = deficit / len(recipe.stages)
    grams = jnp.stack([per_stage * f for f in recipe.stages]) * volume_hl * 0.1
    return grams, recipe.go_ferm_ratio * volume_hl * 30.0
