"""Negative log-likelihood for a damped-oscillator fit, with scipy-friendly wrappers."""
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def model(theta, t):
    amp, gamma, omega = theta[0], theta[1], theta[2]
    return amp * jnp.exp(-gamma * t) * jnp.cos(omega * t)


def nll(theta, t, y, sigma):
    resid = (y - model(theta, t)) / sigma
    return 0.5 * jnp.sum(resid**2)


@jax.jit
def nll_value(theta, t, y, sigma):
    return nll(theta, t, y, sigma)


class ScipyObjective:
    """Adapts the JAX objective to scipy.optimize's numpy calling convention."""

    def __init__(self, t, y, sigma=0.05):
        self.t = jnp.asarray(t)
        self.y = jnp.asarray(y)
        self.sigma = sigma
        self.n_calls = 0

    def value(self, x):
        self.n_calls += 1
        return float(nll_value(jnp.asarray(x, dtype=jnp.float32), self.t, self.y, self.sigma))

    def gradient(self, x):
        grad_fn = jax.jit(jax.grad(partial(nll, t=self.t, y=self.y, sigma=self.sigma)))
        return np.asarray(grad_fn(jnp.asarray(x, dtype=jnp.float32)), dtype=np.float64)
