from functools import partial

import jax
import jax.numpy as jnp


def logistic_loss(w, b, x, y):
    logits = x @ w + b
    return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)


@partial(jax.jit, static_argnames=("lr", "l2"))
def gd_step(w, b, x, y, lr, l2):
    gw, gb = jax.grad(logistic_loss, argnums=(0, 1))(w, b, x, y)
    return w - lr * (gw + l2 * w), b - lr * gb


def train(x, y, lr, l2, steps=200):
    w, b = jnp.zeros(x.shape[1]), jnp.zeros(())
    for _ in range(steps):
        w, b = gd_step(w, b, x, y, lr=lr, l2=l2)
    return w, b
