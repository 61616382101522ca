import functools

import jax
import jax.numpy as jnp


def puct_scores(q, n, prior, c_puct):
    total = n.sum(axis=-1, keepdims=True)
    return q + c_puct * prior * jnp.sqrt(total + 1.0) / (1.0 + n)


@functools.lru_cache(maxsize=None)
def get_selector(game):
    """One selector per game; c_puct stays a runtime argument."""
    return jax.jit(puct_scores)
