"""Pitfall: the same argument passed positionally, then by keyword."""

import jax
import jax.numpy as jnp


@jax.jit
def affine(x, scale):
    return x * scale + 1.0


def main():
    x, s = jnp.ones(3), jnp.float32(2.0)
    affine(x, s)
    affine(x, scale=s)  # same values, but JAX caches keyword calls apart
