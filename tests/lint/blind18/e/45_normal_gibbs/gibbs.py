from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_sweeps",))
def gibbs_block(key, state, ybar, n_per, sigma2, n_sweeps):
    J = ybar.shape[0]

    def sweep(carry, k):
        theta, mu, tau2 = carry
        k1, k2, k3 = jax.random.split(k, 3)
        prec = n_per / sigma2 + 1.0 / tau2
        mean = (n_per * ybar / sigma2 + mu / tau2) / prec
        theta = mean + jax.random.normal(k1, (J,)) / jnp.sqrt(prec)
        mu = jnp.mean(theta) + jnp.sqrt(tau2 / J) * jax.random.normal(k2)
        shape = 0.5 * J + 1.0
        rate = 0.5 * jnp.sum((theta - mu) ** 2) + 1.0
        tau2 = rate / jax.random.gamma(k3, shape)
        return (theta, mu, tau2), mu

    keys = jax.random.split(key, n_sweeps)
    state, mus = jax.lax.scan(sweep, state, keys)
    return state, mus
