from functools import partial

import jax
import jax.numpy as jnp


def init_weights(key, lags=6):
    k1, k2 = jax.random.split(key)
    return {"ar": jax.random.normal(k1, (lags,)) * 0.1 + 1.0 / lags,
            "bias": jax.random.normal(k2, ()) * 0.01}


@partial(jax.jit, static_argnames=("horizon",))
def rollout_headways(weights, recent, horizon):
    def step(window, _):
        nxt = jnp.dot(weights["ar"], window) + weights["bias"]
        return jnp.concatenate([window[1:], nxt[None]]), nxt
    _, preds = jax.lax.scan(step, recent, None, length=horizon)
    return preds
