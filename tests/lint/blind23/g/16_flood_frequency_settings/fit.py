from functools import partial

import jax
import jax.numpy as jnp


def gev_nll(theta, x):
    mu, log_sigma, xi = theta
    sigma = jnp.exp(log_sigma)
    z = 1 + xi * (x - mu) / sigma
    z = jnp.maximum(z, 1e-6)
    return jnp.sum(log_sigma + (1 + 1 / xi) * jnp.log(z) + z ** (-1 / xi))


@partial(jax.jit, static_argnums=(2,))
def fit_gev(theta0, annual_max, settings):
    grad = jax.grad(gev_nll)

    def body(_, th):
        g = grad(th, annual_max)
        return th - settings.lr * g / (1.0 + jnp.abs(g))

    theta = jax.lax.fori_loop(0, settings.n_iter, body, theta0)
    mu, log_sigma, xi = theta
    sigma = jnp.exp(log_sigma)
    p = 1.0 / jnp.array(settings.return_periods, jnp.float32)
    y = -jnp.log(1 - p)
    return mu + sigma / xi * (y ** (-xi) - 1)
