from functools import lru_cache

import jax
import jax.numpy as jnp


@lru_cache(maxsize=None)
def forecaster_for(horizon):
    def seasonal_naive(history):
        season = history[-24:]
        reps = -(-horizon // 24)
        return jnp.tile(season, reps)[:horizon]
    return jax.jit(seasonal_naive)
