import jax
import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize


def nll(log_t, logits, labels):
    scaled = logits / jnp.exp(log_t[0])
    logp = jax.nn.log_softmax(scaled, axis=-1)
    return -jnp.take_along_axis(logp, labels[:, None], axis=-1).mean()


class TemperatureScaler:
    """Post-hoc temperature scaling fitted on a held-out set of served logits."""

    def __init__(self):
        self.temperature = 1.0

    def _objective(self, x, logits, labels):
        return float(nll(jnp.asarray(x, jnp.float32), logits, labels))

    def _gradient(self, x, logits, labels):
        grad_fn = jax.jit(jax.grad(nll))
        return np.asarray(grad_fn(jnp.asarray(x, jnp.float32), logits, labels), dtype=np.float64)

    def fit(self, logits, labels):
        logits, labels = jnp.asarray(logits), jnp.asarray(labels)
        res = minimize(self._objective, x0=np.zeros(1), args=(logits, labels),
                       jac=self._gradient, method="L-BFGS-B", options={"maxiter": 8})
        self.temperature = float(np.exp(res.x[0]))
        return res

    def __call__(self, logits):
        return jax.nn.softmax(jnp.asarray(logits) / self.temperature, axis=-1)
