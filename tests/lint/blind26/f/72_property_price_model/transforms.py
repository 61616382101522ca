import jax.numpy as jnp

def log_price(v):
    return jnp.log1p(v)

def sqrt_price(v):
    return jnp.sqrt(v)

TRANSFORMS = {"log": log_price, "sqrt": sqrt_price}
