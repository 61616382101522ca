import jax.numpy as jnp

def matern32(d, params):
    sill, rng_km = params[0], params[1]
    r = jnp.sqrt(3.0) * d / rng_km
    return sill * (1 + r) * jnp.exp(-r)

KERNELS = {"matern32": matern32}
