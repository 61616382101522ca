from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("norm",))
def waveform_misfit(synthetic, observed, norm):
    r = synthetic - observed
    if norm == "l1":
        return jnp.sum(jnp.abs(r))
    return 0.5 * jnp.sum(r ** 2)
