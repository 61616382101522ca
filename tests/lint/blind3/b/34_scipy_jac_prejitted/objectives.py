"""Negative log-likelihood for a damped-oscillator fit, with scipy-friendly wrappers."""
import jax
import jax.numpy as jnp
import numpy as np


def model(theta, t):
    amp, gamma, omega = theta[0], theta[1], theta[2]
    return amp * jnp.exp(-gamma * t) * jnp.cos(omega * t)


def nll(theta, t, y, sigma):
    resid = (y - model(theta, t)) / sigma
    return 0.5 * jnp.sum(resid**2)


nll_and_grad = jax.jit(jax.value_and_grad(nll))


class ScipyObjective:
    """Adapts the JAX objective to scipy.optimize's numpy calling convention (fun and jac together)."""

    def __init__(self, t, y, sigma=0.05):
        self.t = jnp.asarray(t, dtype=jnp.float32)
        self.y = jnp.asarray(y, dtype=jnp.float32)
        self.sigma = jnp.float32(sigma)

    def __call__(self, x):
        value, grad = nll_and_grad(jnp.asarray(x, dtype=jnp.float32), self.t, self.y, self.sigma)
        return float(value), np.asarray(grad, dtype=np.float64)
