import jax
import jax.numpy as jnp
import numpy as np


def logistic_curve(params, t):
    r, k, n0 = params[0], params[1], params[2]
    return k / (1.0 + (k / n0 - 1.0) * jnp.exp(-r * t))


class LeastSquaresObjective:
    def __init__(self, t, y):
        self.t = jnp.asarray(t)
        self.y = jnp.asarray(y)
        self._value = jax.jit(self._loss)

    def _loss(self, params):
        resid = logistic_curve(params, self.t) - self.y
        return 0.5 * jnp.mean(resid ** 2)

    def value(self, x):
        return float(self._value(jnp.asarray(x, dtype=jnp.float32)))

    def gradient(self, x):
        grad_fn = jax.jit(jax.grad(self._loss))
        return np.asarray(grad_fn(jnp.asarray(x, dtype=jnp.float32)), dtype=np.float64)
