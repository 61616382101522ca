import jax
import jax.numpy as jnp


@jax.jit
def month_step(h, t_air, valid):
    def day(h, inp):
        ta, ok = inp
        growth = 2.03 * jnp.maximum(-1.8 - ta, 0.0) / jnp.maximum(h, 0.1) * 86400 / (917 * 3.34e5)
        melt = 0.006 * jnp.maximum(ta, 0.0)
        h_new = jnp.maximum(h + growth - melt, 0.0)
        return jnp.where(ok, h_new, h), h_new
    return jax.lax.scan(day, h, (t_air, valid))
