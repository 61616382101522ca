import jax
import jax.numpy as jnp
import numpy as np
from scipy import optimize


def boxcox_nll(lmbda, x):
    """Negative profile log-likelihood of a Box-Cox transform with parameter lmbda."""
    logx = jnp.log(x)
    y = jnp.where(jnp.abs(lmbda) < 1e-6, logx, (x ** lmbda - 1.0) / lmbda)
    var = jnp.var(y)
    n = x.shape[0]
    return 0.5 * n * jnp.log(var) - (lmbda - 1.0) * jnp.sum(logx)


_nll_and_grad = jax.jit(jax.value_and_grad(boxcox_nll))


def _objective(theta, x):
    value, grad = _nll_and_grad(jnp.float32(theta[0]), x)
    return float(value), np.asarray([grad], dtype=np.float64)


def fit_boxcox(x):
    x = jnp.asarray(x, jnp.float32)
    res = optimize.minimize(_objective, x0=np.array([1.0]), args=(x,), jac=True,
                            method="L-BFGS-B", bounds=[(-2.0, 2.0)], options={"maxiter": 3})
    return float(res.x[0]), res.nit
