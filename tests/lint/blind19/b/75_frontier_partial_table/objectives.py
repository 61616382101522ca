import functools

import jax.numpy as jnp


def utility(w, mu, cov, gamma):
    return w @ mu - 0.5 * gamma * w @ cov @ w


def objective_for(gamma):
    return functools.partial(utility, gamma=gamma)
