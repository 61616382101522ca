import jax
import jax.numpy as jnp
import numpy as np


def svi_total_variance(params, k):
    a, b, rho, m, sigma = params
    return a + b * (rho * (k - m) + jnp.sqrt((k - m) ** 2 + sigma**2))


class SVICalibrator:
    """Fits a raw SVI slice to market total variances."""

    def __init__(self, log_moneyness, total_variance):
        self.k = jnp.asarray(log_moneyness, dtype=jnp.float32)
        self.w = jnp.asarray(total_variance, dtype=jnp.float32)

    def objective(self, params):
        resid = svi_total_variance(params, self.k) - self.w
        return jnp.sum(resid**2)

    def value(self, x):
        return float(self.objective(jnp.asarray(x, dtype=jnp.float32)))

    def gradient(self, x):
        g = jax.jit(jax.grad(self.objective))(jnp.asarray(x, dtype=jnp.float32))
        return np.asarray(g, dtype=np.float64)
