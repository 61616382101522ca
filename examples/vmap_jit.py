"""Pitfall: a jitted per-example function mapped with jax.vmap over batches of two sizes.

Under `jax.vmap`, `score` sees one example (`f32[3]`) both times, but JAX
compiles the batched program: `f32[4,3]` and then `f32[6,3]` are two executables.
"""

import jax
import jax.numpy as jnp


@jax.jit
def score(x):
    return jnp.tanh(x).sum()


def main():
    jax.vmap(score)(jnp.ones((4, 3)))
    jax.vmap(score)(jnp.ones((6, 3)))
