import jax
import jax.numpy as jnp
import numpy as np


def penalized_nll(w, x, y, l2):
    logits = x @ w[:-1] + w[-1]
    return jnp.mean(jnp.logaddexp(0.0, logits) - y * logits) + l2 * jnp.sum(w[:-1] ** 2)


class LogisticObjective:
    def __init__(self, x, y, l2=1e-2):
        self.x = jnp.asarray(x)
        self.y = jnp.asarray(y)
        self.l2 = l2

    def value(self, w):
        return float(penalized_nll(jnp.asarray(w, jnp.float32), self.x, self.y, self.l2))

    def gradient(self, w):
        grad_fn = jax.jit(jax.grad(penalized_nll))
        return np.asarray(grad_fn(jnp.asarray(w, jnp.float32), self.x, self.y, self.l2), dtype=np.float64)
