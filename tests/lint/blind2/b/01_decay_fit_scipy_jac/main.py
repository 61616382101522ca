import jax
import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize

from model import residual_loss

rng = np.random.default_rng(0)
t_obs = np.linspace(0.0, 4.0, 32).astype(np.float32)
y_obs = (2.0 * np.exp(-1.3 * t_obs) + 0.5 + 0.01 * rng.normal(size=t_obs.shape)).astype(np.float32)


def objective(p):
    return float(residual_loss(jnp.asarray(p, dtype=jnp.float32), t_obs, y_obs))


def gradient(p):
    grad_fn = jax.jit(jax.grad(residual_loss))
    g = grad_fn(jnp.asarray(p, dtype=jnp.float32), t_obs, y_obs)
    return np.asarray(g, dtype=np.float64)


x0 = np.array([1.0, 1.0, 0.0])
res = minimize(objective, x0, jac=gradient, method="L-BFGS-B", options={"maxiter": 5})
print("fit:", np.round(res.x, 3), "nit", res.nit, "njev", res.njev)
