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

    def value(self, w):
        return float(logistic_nll(jnp.asarray(w, jnp.float32), self.X, self.y, self.l2))

    def gradient(self, w):
        grad_fn = jax.jit(jax.grad(logistic_nll))
        g = grad_fn(jnp.asarray(w, jnp.float32), self.X, self.y, self.l2)
        return np.asarray(g, dtype=np.float64)
