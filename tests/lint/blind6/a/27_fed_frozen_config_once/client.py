from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("cfg",))
def local_update(w, w_global, x, y, cfg):
    def loss(w):
        return jnp.mean((x @ w - y) ** 2) + 0.5 * cfg.prox_mu * jnp.sum((w - w_global) ** 2)
    return w - cfg.local_lr * jax.grad(loss)(w)
