import jax
import jax.numpy as jnp
import numpy as np


def logistic_nll(w, X, y, l2):
    z = X @ w[:-1] + w[-1]
    return jnp.mean(jnp.logaddexp(0.0, z) - y * z) + 0.5 * l2 * jnp.sum(w[:-1] ** 2)


class LogisticObjective:
    def __init__(self, X, y, l2=1e-2):
        self.X = jnp.asarray(X)
        self.y = jnp.asarray(y)
        self.l2 = l2
        self._value_and_grad = jax.jit(jax.value_and_grad(logistic_nll))

    def __call__(self, w):
        v, g = self._value_and_grad(jnp.asarray(w, jnp.float32), self.X, self.y, self.l2)
        return float(v), np.asarray(g, dtype=np.float64)
