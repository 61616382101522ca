from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def rocof_alarm(freq, window):
    df = jnp.diff(freq)
    smooth = jnp.convolve(df, jnp.ones(window) / window, mode="valid")
    return jnp.max(jnp.abs(smooth)), jnp.argmax(jnp.abs(smooth))
