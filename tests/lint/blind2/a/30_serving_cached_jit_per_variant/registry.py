import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def get_scorer(num_layers):
    def score(params, x):
        h = x
        for i in range(num_layers):
            h = jnp.tanh(h @ params[i])
        return h.sum(axis=-1)

    return jax.jit(score)


def init_params(key, num_layers, dim=4):
    return [jax.random.normal(k, (dim, dim)) * 0.3 for k in jax.random.split(key, num_layers)]
