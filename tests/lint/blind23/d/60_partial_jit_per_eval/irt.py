import jax
import jax.numpy as jnp


def test_information(theta_grid, a, b, c):
    p = c + (1 - c) * jax.nn.sigmoid(a[None, :] * (theta_grid[:, None] - b[None, :]))
    q = 1 - p
    info = a[None, :] ** 2 * (q / p) * ((p - c) / (1 - c)) ** 2
    return info.sum(axis=1)
