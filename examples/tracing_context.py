"""Pitfall: a JAX config context manager toggled around some calls."""

import jax
import jax.numpy as jnp


@jax.jit
def outer_sum(a, b):
    return a[:, None] + b[None, :]


def main():
    a, b = jnp.ones(3), jnp.ones(4)
    outer_sum(a, b)
    with jax.numpy_rank_promotion("raise"):  # part of JAX's tracing context
        outer_sum(a, b)
