import jax
import jax.numpy as jnp


@jax.jit
def erosion_rusle(r_factor, k_factor, ls_factor, c_factor, p_factor):
    return r_factor * k_factor * ls_factor * c_factor * p_factor


def soil_loss(r, k, ls, c=None, p=None):
    c = jnp.ones_like(ls) if c is None else jnp.asarray(c, jnp.float32)
    p = jnp.ones_like(ls) if p is None else jnp.asarray(p, jnp.float32)
    return erosion_rusle(r, k, ls, c, p)
