import functools

import jax
import jax.numpy as jnp


def puct_scores(q, n, prior, c_puct):
    total = n.sum(axis=-1, keepdims=True)
    return q + c_puct * prior * jnp.sqrt(total + 1.0) / (1.0 + n)


@functools.lru_cache(maxsize=None)
def get_selector(c_puct):
    return jax.jit(functools.partial(puct_scores, c_puct=c_puct))
