import jax
import jax.numpy as jnp


@jax.jit
def oscillation_index(window):
    valid = ~jnp.isnan(window)
    d = jnp.diff(window)
    dv = valid[1:] & valid[:-1]
    flips = (jnp.sign(d[1:]) != jnp.sign(d[:-1])) & dv[1:] & dv[:-1]
    n = jnp.maximum(jnp.sum(dv[1:] & dv[:-1]), 1)
    return flips.sum() / n, jnp.nanstd(window)
