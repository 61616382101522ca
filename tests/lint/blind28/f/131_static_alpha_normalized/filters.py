from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="alpha")
def ema_filter(kp, alpha):
    def step(prev, x):
        cur = alpha * x + (1 - alpha) * prev
        return cur, cur

    _, out = jax.lax.scan(step, kp[0], kp)
    return out
