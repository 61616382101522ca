import jax
import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize


def platt_nll(ab, scores, labels):
    a, b = ab[0], ab[1]
    logits = a * scores + b
    return jnp.mean(jnp.logaddexp(0.0, logits) - labels * logits)


class PlattScaler:
    def __init__(self, scores, labels):
        self.scores = jnp.asarray(scores)
        self.labels = jnp.asarray(labels)
        self._value_and_grad = jax.jit(jax.value_and_grad(platt_nll))

    def _fun(self, ab):
        v, g = self._value_and_grad(jnp.asarray(ab, jnp.float32), self.scores, self.labels)
        return float(v), np.asarray(g, np.float64)

    def fit(self):
        res = minimize(self._fun, x0=np.array([1.0, 0.0]), jac=True, method="L-BFGS-B")
        self.a, self.b = res.x
        return res
