import jax.numpy as jnp


def power_link_inverse(eta, p):
    return jnp.power(jnp.maximum(eta, 1e-3), 1.0 / p)
