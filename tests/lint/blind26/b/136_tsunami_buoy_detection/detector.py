from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("window",))
def tsunami_trigger(height, window):
    # predict the tide over the next sample from a cubic fit to the previous `window` samples; flag large misfits
    t = jnp.arange(window, dtype=jnp.float32) - window
    A = jnp.stack([jnp.ones(window), t, t ** 2, t ** 3], 1)

    def one(i):
        seg = jax.lax.dynamic_slice(height, (i,), (window,))
        coef, *_ = jnp.linalg.lstsq(A, seg)
        return height[i + window] - coef[0]

    n = height.shape[0] - window
    resid = jax.vmap(one)(jnp.arange(n))
    return jnp.max(jnp.abs(resid)), jnp.argmax(jnp.abs(resid)) + window
