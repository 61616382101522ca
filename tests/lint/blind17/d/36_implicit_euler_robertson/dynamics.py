import jax.numpy as jnp


def robertson(y, k1=0.04, k2=3e4, k3=1e2):
    a, b, c = y
    return jnp.stack([
        -k1 * a + k3 * b * c,
        k1 * a - k3 * b * c - k2 * b ** 2,
        k2 * b ** 2,
    ])
