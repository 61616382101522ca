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


def objective(theta):
    return float(jax.jit(misfit)(theta))


def gradient(theta):
    return np.asarray(jax.jit(jax.grad(misfit))(theta), dtype=np.float64)


res = minimize(objective, x0=np.array([1.0, 0.5]), jac=gradient, method="BFGS",
               options={"maxiter": 4})
print(res.x, res.nit)
