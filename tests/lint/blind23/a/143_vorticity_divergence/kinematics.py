import jax
import jax.numpy as jnp


@jax.jit
def vorticity_divergence(wind, dx):
    u, v = wind[0], wind[1]
    dudy, dudx = jnp.gradient(u, dx)
    dvdy, dvdx = jnp.gradient(v, dx)
    return dvdx - dudy, dudx + dvdy
