import jax
import jax.numpy as jnp

@jax.jit
def gap_period(dbh, height, light_ext):
    la = jnp.pi * (0.1 * dbh) ** 2
    shade = jnp.sum(jnp.where(height[None, :] > height[:, None], la[None, :], 0.0), axis=1)
    light = jnp.exp(-light_ext * shade / 400.0)
    inc = 0.5 * light * (1 - dbh / 90.0)
    return dbh + inc, 1.3 + 30 * (1 - jnp.exp(-0.04 * (dbh + inc)))
