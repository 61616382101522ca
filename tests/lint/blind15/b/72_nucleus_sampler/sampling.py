import functools

import jax
import jax.numpy as jnp


def nucleus(logits, key, top_p):
    probs = jax.nn.softmax(logits)
    order = jnp.argsort(-probs)
    sorted_p = probs[order]
    keep = jnp.cumsum(sorted_p) - sorted_p < top_p
    masked = jnp.where(keep, jnp.log(sorted_p), -jnp.inf)
    return order[jax.random.categorical(key, masked)]


@functools.lru_cache(maxsize=None)
def get_sampler(top_p):
    return jax.jit(functools.partial(nucleus, top_p=top_p))
