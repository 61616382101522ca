from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("label",))
def h2s_risk(yan, temp, sulfur_residue, label):
    risk = jax.nn.sigmoid(0.02 * (180.0 - yan) + 0.3 * (temp - 22.0) + 2.0 * sulfur_residue)
    jax.debug.print(label + " H2S risk {r:.2f}", r=risk)
    return risk
