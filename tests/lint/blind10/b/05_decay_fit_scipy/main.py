import jax
import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize

from forward import decay_model, misfit

jax.config.update("jax_enable_x64", True)


class MisfitObjective:
    def __init__(self, t, y_obs):
        self.t = jnp.asarray(t)
        self.y_obs = jnp.asarray(y_obs)
        self.n_grad_evals = 0

    def value(self, p):
        return float(misfit(jnp.asarray(p), self.t, self.y_obs))

    def gradient(self, p):
        self.n_grad_evals += 1
        grad_fn = jax.jit(jax.grad(misfit))
        return np.asarray(grad_fn(jnp.asarray(p), self.t, self.y_obs))


def synthetic_data(rng, n=40):
    t = np.linspace(0.0, 5.0, n)
    truth = jnp.array([2.0, 1.5, 0.5, 0.2])
    y = np.asarray(decay_model(truth, t)) + 0.01 * rng.standard_normal(n)
    return t, y


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    t, y = synthetic_data(rng)
    obj = MisfitObjective(t, y)
    res = minimize(obj.value, x0=np.array([1.0, 1.0, 1.0, 0.1]), jac=obj.gradient,
                   method="L-BFGS-B", options={"maxiter": 6})
    print("estimate:", np.round(res.x, 3), "grad evals:", obj.n_grad_evals)
