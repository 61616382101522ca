"""Pitfall: a learning rate passed as a Python float, then as a jnp scalar."""

import jax
import jax.numpy as jnp


@jax.jit
def sgd(w, g, lr):
    return w - lr * g


def main():
    w, g = jnp.ones(4), jnp.full(4, 0.1)
    w = sgd(w, g, 0.1)  # Python float: weakly typed f32[]
    w = sgd(w, g, jnp.float32(0.05))  # array scalar: strongly typed f32[]
