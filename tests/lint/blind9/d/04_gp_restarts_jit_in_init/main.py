import jax
import jax.numpy as jnp
import numpy as np
from scipy import optimize

from kernels import periodic_nll


class SeasonalGP:
    def __init__(self, t, y):
        self.t = jnp.asarray(t, dtype=jnp.float32)
        self.y = jnp.asarray(y - y.mean(), dtype=jnp.float32)
        self._value_and_grad = jax.jit(jax.value_and_grad(periodic_nll))

    def _scipy_objective(self, theta):
        value, grad = self._value_and_grad(jnp.asarray(theta, dtype=jnp.float32), self.t, self.y)
        return float(value), np.asarray(grad, dtype=np.float64)

    def fit(self, n_restarts=3, seed=0, maxiter=3):
        rng = np.random.default_rng(seed)
        best = None
        for _ in range(n_restarts):
            theta0 = rng.normal(loc=[0.0, 0.0, 0.0, -2.0], scale=0.3)
            res = optimize.minimize(self._scipy_objective, theta0, jac=True,
                                    method="L-BFGS-B", options={"maxiter": maxiter})
            if best is None or res.fun < best.fun:
                best = res
        self.log_params = best.x
        return best


def load_series(n=24, seed=1):
    rng = np.random.default_rng(seed)
    t = np.linspace(0.0, 4.0, n)
    y = np.sin(2 * np.pi * t) + 0.3 * t + 0.1 * rng.standard_normal(n)
    return t, y


def main():
    t, y = load_series()
    gp = SeasonalGP(t, y)
    best = gp.fit()
    print("best nll:", round(float(best.fun), 3))
    print("lengthscale, period, variance, noise:", np.round(np.exp(gp.log_params), 3))


if __name__ == "__main__":
    main()
