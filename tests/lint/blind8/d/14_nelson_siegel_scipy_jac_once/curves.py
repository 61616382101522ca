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


def weighted_sse(params, tenors, yields, weights):
    resid = nelson_siegel(params, tenors) - yields
    return 1e4 * jnp.sum(weights * resid**2)


_sse_and_grad = jax.jit(jax.value_and_grad(weighted_sse))


class CurveCalibrator:
    def __init__(self, tenors, yields, weights=None):
        self.tenors = jnp.asarray(tenors, dtype=jnp.float32)
        self.yields = jnp.asarray(yields, dtype=jnp.float32)
        self.weights = jnp.ones_like(self.yields) if weights is None else jnp.asarray(weights)

    def value_and_gradient(self, p):
        v, g = _sse_and_grad(jnp.asarray(p, dtype=jnp.float32), self.tenors, self.yields, self.weights)
        return float(v), np.asarray(g, dtype=np.float64)

    def fit(self, x0, maxiter=6):
        res = minimize(self.value_and_gradient, np.asarray(x0, dtype=np.float64), jac=True,
                       method="L-BFGS-B", options={"maxiter": maxiter})
        return res
