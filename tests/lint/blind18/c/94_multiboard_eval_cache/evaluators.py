import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=1)
def evaluator_for(size):
    centre = jnp.exp(-((jnp.arange(size) - (size - 1) / 2) ** 2) / size)
    weights = jnp.outer(centre, centre)

    @jax.jit
    def evaluate(boards):
        return jnp.tanh((boards * weights).sum(axis=(1, 2)))
    return evaluate
