import jax.numpy as jnp


def van_der_pol(y, mu):
    x, v = y[0], y[1]
    return jnp.stack([v, mu * (1 - x ** 2) * v - x])
