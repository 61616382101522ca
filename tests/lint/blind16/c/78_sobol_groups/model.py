import jax.numpy as jnp


def ishigami(x, a=7.0, b=0.1):
    return jnp.sin(x[..., 0]) + a * jnp.sin(x[..., 1]) ** 2 + b * x[..., 2] ** 4 * jnp.sin(x[..., 0]) + 0.3 * x[..., 3]
