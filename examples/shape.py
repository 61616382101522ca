"""Pitfall: a ragged last batch. Every new shape compiles the step again."""

import jax
import jax.numpy as jnp


@jax.jit
def normalize(x):
    return (x - x.mean(axis=0)) / (x.std(axis=0) + 1e-6)


def main():
    data = jnp.arange(50 * 3, dtype=jnp.float32).reshape(50, 3)
    for start in range(0, 50, 16):  # batches of 16, 16, 16 and a last one of 2
        normalize(data[start : start + 16])
