import jax.numpy as jnp


def edge_strength(img, sigma_px):
    gx = jnp.gradient(img, axis=1)
    gy = jnp.gradient(img, axis=0)
    return jnp.sqrt(gx ** 2 + gy ** 2) / sigma_px
