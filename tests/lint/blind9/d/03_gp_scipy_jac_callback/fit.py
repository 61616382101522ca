import jax
import jax.numpy as jnp
import numpy as np
from scipy import optimize

from gp import neg_log_marginal_likelihood, gp_objective


class GPHyperparameterFit:
    def __init__(self, X, y):
        self.X = jnp.asarray(X, dtype=jnp.float32)
        self.y = jnp.asarray(y, dtype=jnp.float32)
        self.n_jac_calls = 0

    def objective(self, theta):
        return float(gp_objective(jnp.asarray(theta, dtype=jnp.float32), self.X, self.y))

    def gradient(self, theta):
        self.n_jac_calls += 1
        grad_fn = jax.jit(jax.grad(neg_log_marginal_likelihood))
        g = grad_fn(jnp.asarray(theta, dtype=jnp.float32), self.X, self.y)
        return np.asarray(g, dtype=np.float64)

    def run(self, theta0, maxiter=4):
        return optimize.minimize(
            self.objective,
            np.asarray(theta0, dtype=np.float64),
            jac=self.gradient,
            method="L-BFGS-B",
            options={"maxiter": maxiter},
        )
