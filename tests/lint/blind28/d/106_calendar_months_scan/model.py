import jax
import jax.numpy as jnp


@jax.jit
def run_month(h, t_air):
    def day(h, ta):
        growth = 2.03 * jnp.maximum(-1.8 - ta, 0.0) / jnp.maximum(h, 0.1) * 86400 / (917 * 3.34e5)
        melt = 0.006 * jnp.maximum(ta, 0.0)
        h = jnp.maximum(h + growth - melt, 0.0)
        return h, h
    return jax.lax.scan(day, h, t_air)
