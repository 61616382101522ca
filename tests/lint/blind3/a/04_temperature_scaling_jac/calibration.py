import jax
import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize


def nll_at_temperature(log_t, logits, labels):
    scaled = logits / jnp.exp(log_t)
    logp = jax.nn.log_softmax(scaled, axis=-1)
    return -jnp.mean(jnp.take_along_axis(logp, labels[:, None], axis=-1))


class TemperatureScaler:
    """Fits a single temperature on held-out logits (Guo et al. 2017)."""

    def __init__(self, logits, labels):
        self.logits = jnp.asarray(logits)
        self.labels = jnp.asarray(labels)

    def objective(self, x):
        return float(nll_at_temperature(x[0], self.logits, self.labels))

    def gradient(self, x):
        g = jax.jit(jax.grad(nll_at_temperature))(x[0], self.logits, self.labels)
        return np.array([float(g)])

    def fit(self, init_t=1.0):
        res = minimize(self.objective, x0=np.array([np.log(init_t)]), jac=self.gradient,
                       method="L-BFGS-B", options={"maxiter": 20})
        return float(np.exp(res.x[0])), res
