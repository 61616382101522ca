import jax.numpy as jnp


def lennard_jones(r2, eps, sigma):
    inv6 = (sigma * sigma / r2) ** 3
    return 24.0 * eps * (2.0 * inv6 * inv6 - inv6) / r2


def soft_sphere(r2, eps, sigma):
    return eps * jnp.clip(sigma * sigma - r2, 0.0) * 4.0
