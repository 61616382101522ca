from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("horizon",))
def forecast_load(coefs, recent, horizon):
    def step(window, _):
        nxt = jnp.dot(coefs, window)
        return jnp.concatenate([window[1:], nxt[None]]), nxt
    _, path = jax.lax.scan(step, recent, None, length=horizon)
    return path
