from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnames=("zero_inflated",))
def bycatch_rate(counts, hooks, zero_inflated=False):
    rate = jnp.sum(counts) / jnp.sum(hooks) * 1000.0
    if zero_inflated:
        p_zero = jnp.mean(counts == 0)
        rate = rate / jnp.maximum(1.0 - p_zero, 1e-3)
    return rate
