import jax
import jax.numpy as jnp


@jax.jit
def consumption_rate(readings):
    r = jnp.stack(readings)
    drops = r[:-1] - r[1:]
    return drops.mean(), drops.max()
