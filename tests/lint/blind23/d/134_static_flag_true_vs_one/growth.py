from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("normalize",))
def growth_percentiles(fall, spring, normalize=True):
    gain = spring - fall
    if normalize:
        gain = gain / jnp.maximum(100.0 - fall, 1.0)
    ranks = jnp.argsort(jnp.argsort(gain))
    return 100.0 * (ranks + 0.5) / gain.shape[0]
