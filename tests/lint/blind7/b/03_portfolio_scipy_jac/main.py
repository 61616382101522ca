import numpy as np
import jax
import jax.numpy as jnp
from scipy.optimize import minimize

rng = np.random.default_rng(3)
N_ASSETS = 6
returns = rng.normal(0.0005, 0.01, size=(250, N_ASSETS))
MU = jnp.asarray(returns.mean(0), dtype=jnp.float32)
COV = jnp.asarray(np.cov(returns.T), dtype=jnp.float32)
RISK_AVERSION = 5.0


def neg_utility(w):
    return -(MU @ w) + 0.5 * RISK_AVERSION * w @ COV @ w + 1e-3 * jnp.sum(w ** 2)


def objective(w):
    return float(jax.jit(neg_utility)(jnp.asarray(w, dtype=jnp.float32)))


def gradient(w):
    g = jax.jit(jax.grad(neg_utility))(jnp.asarray(w, dtype=jnp.float32))
    return np.asarray(g, dtype=np.float64)


def main():
    w0 = np.full(N_ASSETS, 1.0 / N_ASSETS)
    cons = [{"type": "eq", "fun": lambda w: np.sum(w) - 1.0}]
    res = minimize(objective, w0, jac=gradient, bounds=[(0, 1)] * N_ASSETS,
                   constraints=cons, method="SLSQP", options={"maxiter": 6})
    print(res.nit, np.round(res.x, 3))


if __name__ == "__main__":
    main()
