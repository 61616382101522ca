import jax
import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize

from posterior import neg_log_posterior

_value_and_grad = jax.jit(jax.value_and_grad(neg_log_posterior))


def _objective_and_gradient(beta, X, y):
    value, grad = _value_and_grad(jnp.asarray(beta, jnp.float32), X, y)
    return float(value), np.asarray(grad, dtype=np.float64)


def laplace_approximation(X, y, maxiter=6):
    beta0 = np.zeros(X.shape[1])
    res = minimize(_objective_and_gradient, beta0, args=(X, y), jac=True, method="BFGS",
                   options={"maxiter": maxiter})
    mode = jnp.asarray(res.x, jnp.float32)
    hess = jax.hessian(neg_log_posterior)(mode, X, y)
    d = mode.shape[0]
    log_evidence = (-neg_log_posterior(mode, X, y) + 0.5 * d * jnp.log(2 * jnp.pi)
                    - 0.5 * jnp.linalg.slogdet(hess)[1])
    return mode, hess, float(log_evidence), res.njev
