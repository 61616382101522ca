import jax.numpy as jnp


def gaussian_packet(x, x0=-5.0, width=1.0):
    psi = jnp.exp(-((x - x0) ** 2) / (4 * width**2))
    return psi / jnp.sqrt(jnp.sum(jnp.abs(psi) ** 2) * (x[1] - x[0]))
