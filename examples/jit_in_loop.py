"""Pitfall: jax.jit of a fresh lambda on every iteration."""

import jax
import jax.numpy as jnp


def main():
    x = jnp.ones(4)
    for _ in range(3):
        x = jax.jit(lambda v: v * 0.5 + 1.0)(x)  # a new function object each time
