import jax
import jax.numpy as jnp
import numpy as np


def decay_curve(theta, t):
    amp, rate, offset = theta[0], theta[1], theta[2]
    return amp * jnp.exp(-rate * t) + offset


def sum_sq_residuals(theta, t, y):
    r = decay_curve(theta, t) - y
    return 0.5 * jnp.sum(r * r)


value_and_grad = jax.jit(jax.value_and_grad(sum_sq_residuals))


def make_objective(t, y):
    t = jnp.asarray(t)
    y = jnp.asarray(y)

    def fun(theta):
        v, g = value_and_grad(jnp.asarray(theta, dtype=jnp.float32), t, y)
        return float(v), np.asarray(g, dtype=np.float64)

    return fun
