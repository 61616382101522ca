from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("channel",))
def channel_features(x, channel):
    x = x - x.mean()
    rms = jnp.sqrt(jnp.mean(x ** 2))
    return {
        f"{channel}/rms": rms,
        f"{channel}/peak": jnp.max(jnp.abs(x)),
        f"{channel}/crest": jnp.max(jnp.abs(x)) / rms,
    }
