import jax.numpy as jnp


def matern52(xa, xb, lengthscale, variance):
    d = jnp.sqrt(jnp.sum((xa[:, None, :] - xb[None, :, :]) ** 2, axis=-1) + 1e-12) / lengthscale
    s5 = jnp.sqrt(5.0) * d
    return variance * (1.0 + s5 + 5.0 / 3.0 * d**2) * jnp.exp(-s5)
