from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnames=("year",))
def cpue_index(catch, effort, depth, year):
    log_cpue = jnp.log((catch + 1.0) / effort)
    depth_adj = 0.01 * (depth - 50.0)
    trend = 0.002 * (year - 2000)
    return jnp.exp(jnp.mean(log_cpue - depth_adj) - trend)
