from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("horizon",))
def rollout(coef, history, horizon):
    def step(window, _):
        nxt = window @ coef
        return jnp.concatenate([window[1:], nxt[None]]), nxt

    _, preds = jax.lax.scan(step, history, None, length=horizon)
    return preds
