from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("lr", "l2"))
def ridge_gd_step(w, x, y, lr, l2):
    g = x.T @ (x @ w - y) / x.shape[0] + l2 * w
    return w - lr * g


def fit(x, y, lr, l2, steps=50):
    w = jnp.zeros(x.shape[1])
    for _ in range(steps):
        w = ridge_gd_step(w, x, y, lr=lr, l2=l2)
    return w
