"""Pitfall: a training step that takes a typed PRNG key, and a half-sized last batch.

`jax.random.key` makes a typed key (`key<fry>[]`), the API JAX recommends; the
step uses it for dropout. The key itself never causes a recompile (a new key of
the same type is the same signature), but the smaller last batch does.
"""

import jax
import jax.numpy as jnp


@jax.jit
def train_step(w, x, key):
    keep = jax.random.bernoulli(key, 0.9, x.shape)
    h = jnp.where(keep, x, 0.0) / 0.9
    loss, grad = jax.value_and_grad(lambda w: jnp.mean((h @ w) ** 2))(w)
    return w - 0.1 * grad, loss


def main():
    key = jax.random.key(0)
    w = jnp.ones((4, 1))
    data = jnp.ones((10, 4))
    for start in range(0, 10, 4):  # batches of 4, 4 and 2
        key, sub = jax.random.split(key)
        w, _ = train_step(w, data[start:start + 4], sub)
    return w
