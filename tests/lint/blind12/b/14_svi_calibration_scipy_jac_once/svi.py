import jax
import jax.numpy as jnp
import numpy as np


def svi_total_variance(params, k):
    a, b, rho, m, sigma = params
    return a + b * (rho * (k - m) + jnp.sqrt((k - m) ** 2 + sigma**2))


def svi_objective(params, k, w):
    resid = svi_total_variance(params, k) - w
    return jnp.sum(resid**2)


_value_and_grad = jax.jit(jax.value_and_grad(svi_objective))


class SVICalibrator:
    """Fits a raw SVI slice to market total variances."""

    def __init__(self, log_moneyness, total_variance):
        self.k = jnp.asarray(log_moneyness, dtype=jnp.float32)
        self.w = jnp.asarray(total_variance, dtype=jnp.float32)

    def value_and_gradient(self, x):
        v, g = _value_and_grad(jnp.asarray(x, dtype=jnp.float32), self.k, self.w)
        return float(v), np.asarray(g, dtype=np.float64)
