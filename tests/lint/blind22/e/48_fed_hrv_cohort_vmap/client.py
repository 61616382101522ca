import jax
import jax.numpy as jnp


def local_loss(w, x, y):
    logits = x @ w
    return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)


def local_update(w, x, y, lr=0.1, steps=3):
    for _ in range(steps):
        w = w - lr * jax.grad(local_loss)(w, x, y)
    return w


@jax.jit
def federated_round(w_global, xs, ys):
    # xs: [clients, samples, feat]
    local = jax.vmap(local_update, in_axes=(None, 0, 0))(w_global, xs, ys)
    return jnp.mean(local, axis=0)
