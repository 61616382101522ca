from functools import partial

import jax
import jax.numpy as jnp

THETA = jnp.linspace(-3, 3, 61)


def form_information(theta_grid, a, b, c):
    p = c + (1 - c) * jax.nn.sigmoid(a[None, :] * (theta_grid[:, None] - b[None, :]))
    return (a[None, :] ** 2 * ((1 - p) / p) * ((p - c) / (1 - c)) ** 2).sum(axis=1)


information_on_grid = jax.jit(partial(form_information, THETA))


def standard_error(a, b, c):
    return 1.0 / jnp.sqrt(information_on_grid(a, b, c))
