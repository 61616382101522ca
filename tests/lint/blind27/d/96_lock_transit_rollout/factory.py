import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def build_rollout(n_chambers):
    @jax.jit
    def lock_rollout(arrivals, cycle_min):
        def step(queue, a):
            served = n_chambers * 60.0 / cycle_min
            q = jnp.maximum(queue + a - served, 0.0)
            return q, q
        return jax.lax.scan(step, jnp.zeros(()), arrivals)[1]
    return lock_rollout
