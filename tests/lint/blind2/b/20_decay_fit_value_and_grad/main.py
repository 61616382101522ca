import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize

from model import loss_and_grad

rng = np.random.default_rng(0)
t_obs = np.linspace(0.0, 4.0, 32).astype(np.float32)
y_obs = (2.0 * np.exp(-1.3 * t_obs) + 0.5 + 0.01 * rng.normal(size=t_obs.shape)).astype(np.float32)


def fun_and_jac(p):
    loss, g = loss_and_grad(jnp.asarray(p, dtype=jnp.float32), t_obs, y_obs)
    return float(loss), np.asarray(g, dtype=np.float64)


res = minimize(fun_and_jac, np.array([1.0, 1.0, 0.0]), jac=True, method="L-BFGS-B",
               options={"maxiter": 5})
print("fit:", np.round(res.x, 3), "nfev", res.nfev)
