from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_levels",))
def level_distribution(scores, cuts, n_levels):
    level = jnp.searchsorted(cuts, scores)
    onehot = jax.nn.one_hot(level, n_levels)
    return onehot.mean(axis=0), level
