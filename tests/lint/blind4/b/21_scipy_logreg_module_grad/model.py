import jax
import jax.numpy as jnp
import numpy as np


def neg_log_lik(w, X, y, l2):
    logits = X @ w
    nll = jnp.sum(jnp.logaddexp(0.0, logits) - y * logits)
    return nll + 0.5 * l2 * jnp.sum(w ** 2)


value_and_grad = jax.jit(jax.value_and_grad(neg_log_lik))


class LogisticObjective:
    def __init__(self, X, y, l2=1e-2):
        self.X = jnp.asarray(X)
        self.y = jnp.asarray(y)
        self.l2 = jnp.float32(l2)

    def __call__(self, w):
        val, g = value_and_grad(jnp.asarray(w, jnp.float32), self.X, self.y, self.l2)
        return float(val), np.asarray(g, dtype=np.float64)
