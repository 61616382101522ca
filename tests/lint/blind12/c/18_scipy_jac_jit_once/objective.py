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
        self._value_and_grad = jax.jit(jax.value_and_grad(penalized_nll))

    def __call__(self, w):
        val, grad = self._value_and_grad(jnp.asarray(w, jnp.float32), self.x, self.y, self.l2)
        return float(val), np.asarray(grad, dtype=np.float64)
