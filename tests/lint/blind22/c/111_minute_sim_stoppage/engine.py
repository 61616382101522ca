import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("n_minutes",))
def simulate_match(key, rate_home, rate_away, n_minutes):
    keys = jax.random.split(key, n_minutes)

    def minute(score, k):
        u = jax.random.uniform(k, (2,))
        return score + (u < jnp.stack([rate_home, rate_away])), None

    score, _ = jax.lax.scan(minute, jnp.zeros(2, jnp.int32), keys)
    return score
