import jax
import jax.numpy as jnp

CAPACITY = 64

@jax.jit
def gap_step(dbh, alive, light_ext):
    h = 1.3 + 30 * (1 - jnp.exp(-0.04 * dbh))
    la = jnp.pi * (0.1 * dbh) ** 2 * alive
    shade = jnp.sum(jnp.where(h[None, :] > h[:, None], la[None, :], 0.0), axis=1)
    inc = 0.5 * jnp.exp(-light_ext * shade / 400.0) * (1 - dbh / 90.0)
    return jnp.where(alive > 0, dbh + inc, 0.0)
