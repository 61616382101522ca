import jax.numpy as jnp

def exponential_cov(d, sill, range_km):
    return sill * jnp.exp(-d / range_km)
