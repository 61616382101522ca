import jax.numpy as jnp


def log_ntu(v):
    return jnp.log1p(v)


def sqrt_ntu(v):
    return jnp.sqrt(v)


TRANSFORMS = {"log": log_ntu, "sqrt": sqrt_ntu}
