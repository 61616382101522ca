import jax
import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize


def nll_at_temperature(log_t, logits, labels):
    t = jnp.exp(log_t[0])
    logp = jax.nn.log_softmax(logits / t, axis=-1)
    return -jnp.take_along_axis(logp, labels[:, None], axis=1).mean()


class TemperatureScaler:
    """Post-hoc calibration: fit a single temperature on held-out logits."""

    def __init__(self, max_iter=20):
        self.max_iter = max_iter
        self.temperature = 1.0

    def _objective(self, x, logits, labels):
        return float(nll_at_temperature(jnp.asarray(x, jnp.float32), logits, labels))

    def _gradient(self, x, logits, labels):
        grad_fn = jax.jit(jax.grad(nll_at_temperature))
        return np.asarray(grad_fn(jnp.asarray(x, jnp.float32), logits, labels), np.float64)

    def fit(self, logits, labels):
        res = minimize(self._objective, x0=np.zeros(1), args=(logits, labels),
                       jac=self._gradient, method="L-BFGS-B",
                       options={"maxiter": self.max_iter})
        self.temperature = float(np.exp(res.x[0]))
        return self
