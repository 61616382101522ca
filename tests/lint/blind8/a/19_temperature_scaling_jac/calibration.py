import jax
import jax.numpy as jnp
import numpy as np
from scipy import optimize


def nll_at_temperature(log_t, logits, labels):
    logp = jax.nn.log_softmax(logits / jnp.exp(log_t[0]))
    return -jnp.mean(logp[jnp.arange(labels.shape[0]), labels])


class TemperatureScaler:
    def __init__(self):
        self.temperature = 1.0

    def _objective(self, log_t):
        return float(jax.jit(nll_at_temperature)(log_t, self.logits, self.labels))

    def _gradient(self, log_t):
        grad_fn = jax.jit(jax.grad(nll_at_temperature))
        return np.asarray(grad_fn(log_t, self.logits, self.labels), dtype=np.float64)

    def fit(self, logits, labels):
        self.logits, self.labels = jnp.asarray(logits), jnp.asarray(labels)
        res = optimize.minimize(self._objective, x0=np.zeros(1), jac=self._gradient,
                                method="L-BFGS-B", options={"maxiter": 6})
        self.temperature = float(np.exp(res.x[0]))
        return self
