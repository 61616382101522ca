import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def make_sampler(temperature, top_k):
    def sample(logits, key):
        vals, idx = jax.lax.top_k(logits / temperature, top_k)
        choice = jax.random.categorical(key, vals, axis=-1)
        return jnp.take_along_axis(idx, choice[:, None], axis=-1)[:, 0]

    return jax.jit(sample)
