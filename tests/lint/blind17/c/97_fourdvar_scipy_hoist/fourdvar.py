import jax
import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize

from model import forecast


class FourDVar:
    def __init__(self, xb, obs, obs_mask, b_var=1.0, r_var=0.1):
        self.xb = jnp.asarray(xb)
        self.obs = jnp.asarray(obs)
        self.obs_mask = jnp.asarray(obs_mask)
        self.b_var = b_var
        self.r_var = r_var
        self._value_and_grad = jax.jit(jax.value_and_grad(self.cost))

    def cost(self, x0):
        traj = forecast(x0, self.obs.shape[0])
        jb = 0.5 * jnp.sum((x0 - self.xb) ** 2) / self.b_var
        jo = 0.5 * jnp.sum(self.obs_mask * (traj - self.obs) ** 2) / self.r_var
        return jb + jo

    def fun(self, x):
        value, grad = self._value_and_grad(jnp.asarray(x, dtype=jnp.float32))
        return float(value), np.asarray(grad, dtype=np.float64)

    def solve(self):
        res = minimize(self.fun, np.asarray(self.xb, dtype=np.float64), jac=True, method="L-BFGS-B",
                       options={"maxiter": 5})
        return res.x, res.nfev
