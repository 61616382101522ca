import jax.numpy as jnp

def velocity(t, y, args):
    u0, k = args
    return jnp.stack([u0 * jnp.cos(k * y[1]) - 0.02 * y[0], -0.3 * u0 * jnp.sin(k * y[0]) - 0.02 * y[1]])
