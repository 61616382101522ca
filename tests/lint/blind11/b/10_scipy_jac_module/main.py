import jax
import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize

t = np.linspace(0, 2, 40)
y_obs = 1.5 * np.exp(-0.8 * t)


def forward(theta):
    return theta[0] * jnp.exp(-theta[1] * t)


def misfit(theta):
    return jnp.sum((forward(theta) - y_obs) ** 2)


misfit_and_grad = jax.jit(jax.value_and_grad(misfit))


def fun(theta):
    v, g = misfit_and_grad(theta)
    return float(v), np.asarray(g, dtype=np.float64)


res = minimize(fun, x0=np.array([1.0, 0.5]), jac=True, method="BFGS",
               options={"maxiter": 4})
print(res.x, res.nit)
