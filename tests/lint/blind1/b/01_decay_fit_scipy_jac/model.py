import jax
import jax.numpy as jnp
import numpy as np


def decay_curve(theta, t):
    amp, rate, offset = theta[0], theta[1], theta[2]
    return amp * jnp.exp(-rate * t) + offset


def sum_sq_residuals(theta, t, y):
    r = decay_curve(theta, t) - y
    return 0.5 * jnp.sum(r * r)


def make_objective(t, y):
    t = jnp.asarray(t)
    y = jnp.asarray(y)

    def fun(theta):
        return float(sum_sq_residuals(jnp.asarray(theta), t, y))

    def jac(theta):
        g = jax.jit(jax.grad(sum_sq_residuals))(jnp.asarray(theta), t, y)
        return np.asarray(g, dtype=np.float64)

    return fun, jac
