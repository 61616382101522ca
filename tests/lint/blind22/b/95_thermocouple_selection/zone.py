import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("channels",))
def zone_uniformity(temps, channels):
    sel = temps[:, jnp.array(channels)]
    spread = jnp.max(sel, axis=1) - jnp.min(sel, axis=1)
    return jnp.mean(spread), jnp.max(spread)
