from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="rule")
def combined_test(skin_pos, gamma_pos, rule):
    # SICCT skin test and interferon-gamma assay
    if rule == "parallel":
        return skin_pos | gamma_pos
    return skin_pos & gamma_pos
