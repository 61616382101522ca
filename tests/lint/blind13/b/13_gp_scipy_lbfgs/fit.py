import jax
import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize

from kernels import nlml


def scipy_objective(theta, X, y):
    def loss(p):
        return nlml(p, X, y)

    value, grad = jax.jit(jax.value_and_grad(loss))(jnp.asarray(theta, jnp.float32))
    return float(value), np.asarray(grad, dtype=np.float64)


def fit_hyperparameters(X, y, maxiter=3):
    theta0 = np.zeros(X.shape[1] + 2)
    res = minimize(scipy_objective, theta0, args=(X, y), jac=True, method="L-BFGS-B",
                   options={"maxiter": maxiter})
    return res
