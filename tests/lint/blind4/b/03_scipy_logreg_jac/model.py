import jax
import jax.numpy as jnp
import numpy as np


def neg_log_lik(w, X, y, l2):
    logits = X @ w
    nll = jnp.sum(jnp.logaddexp(0.0, logits) - y * logits)
    return nll + 0.5 * l2 * jnp.sum(w ** 2)


class LogisticObjective:
    def __init__(self, X, y, l2=1e-2):
        self.X = jnp.asarray(X)
        self.y = jnp.asarray(y)
        self.l2 = l2

    def value(self, w):
        return float(neg_log_lik(jnp.asarray(w, jnp.float32), self.X, self.y, self.l2))

    def gradient(self, w):
        grad_fn = jax.jit(jax.grad(neg_log_lik))
        g = grad_fn(jnp.asarray(w, jnp.float32), self.X, self.y, self.l2)
        return np.asarray(g, dtype=np.float64)
