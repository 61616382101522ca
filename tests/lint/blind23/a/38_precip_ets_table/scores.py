from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("threshold",))
def equitable_threat_score(fc, obs, threshold):
    f = fc >= threshold
    o = obs >= threshold
    hits = jnp.sum(f & o)
    fa = jnp.sum(f & ~o)
    misses = jnp.sum(~f & o)
    hits_rand = (hits + fa) * (hits + misses) / fc.size
    return (hits - hits_rand) / (hits + fa + misses - hits_rand)
