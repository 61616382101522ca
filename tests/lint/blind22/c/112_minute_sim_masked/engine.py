import functools

import jax
import jax.numpy as jnp

MAX_MINUTES = 100


@functools.partial(jax.jit, static_argnames=("n_minutes",))
def simulate_match(key, rate_home, rate_away, played, n_minutes=MAX_MINUTES):
    keys = jax.random.split(key, n_minutes)

    def minute(score, inp):
        k, t = inp
        u = jax.random.uniform(k, (2,))
        goals = (u < jnp.stack([rate_home, rate_away])) & (t < played)
        return score + goals, None

    score, _ = jax.lax.scan(minute, jnp.zeros(2, jnp.int32), (keys, jnp.arange(n_minutes)))
    return score
