import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def make_thompson_sampler(prior_alpha, prior_beta):
    """Beta-Bernoulli Thompson sampling; one compiled sampler per prior."""

    def thompson_draw(key, successes, failures):
        samples = jax.random.beta(key, successes + prior_alpha, failures + prior_beta)
        return jnp.argmax(samples), samples

    return jax.jit(thompson_draw)
