from functools import partial

import jax
import jax.numpy as jnp

LAGS = 8


@partial(jax.jit, static_argnames="horizon")
def ar_forecast(coef, history, horizon):
    def step(window, _):
        nxt = window @ coef
        return jnp.concatenate([window[1:], nxt[None]]), nxt

    _, path = jax.lax.scan(step, history[-LAGS:], None, length=horizon)
    return path
