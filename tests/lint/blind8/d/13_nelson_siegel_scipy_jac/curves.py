import jax
import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize


def nelson_siegel(params, tenors):
    b0, b1, b2, log_tau = params[0], params[1], params[2], params[3]
    tau = jnp.exp(log_tau)
    x = tenors / tau
    f1 = (1.0 - jnp.exp(-x)) / x
    f2 = f1 - jnp.exp(-x)
    return b0 + b1 * f1 + b2 * f2


class CurveCalibrator:
    def __init__(self, tenors, yields, weights=None):
        self.tenors = jnp.asarray(tenors, dtype=jnp.float32)
        self.yields = jnp.asarray(yields, dtype=jnp.float32)
        self.weights = jnp.ones_like(self.yields) if weights is None else jnp.asarray(weights)
        self._value = jax.jit(self._loss)

    def _loss(self, params):
        resid = nelson_siegel(params, self.tenors) - self.yields
        return 1e4 * jnp.sum(self.weights * resid**2)

    def value(self, p):
        return float(self._value(jnp.asarray(p, dtype=jnp.float32)))

    def gradient(self, p):
        g = jax.jit(jax.grad(self._loss))(jnp.asarray(p, dtype=jnp.float32))
        return np.asarray(g, dtype=np.float64)

    def fit(self, x0, maxiter=6):
        res = minimize(self.value, np.asarray(x0, dtype=np.float64), jac=self.gradient,
                       method="L-BFGS-B", options={"maxiter": maxiter})
        return res
