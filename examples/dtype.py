"""Pitfall: the same function fed float32 data, then integer labels."""

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def scale(x):
    return x * 2


def main():
    scale(jnp.ones(8, dtype=jnp.float32))
    scale(np.arange(8, dtype=np.int32))  # int32 input: a second compile
