import jax
import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize

RISK_AVERSION = 6.0


def neg_utility(w, mu, cov):
    return -(w @ mu) + 0.5 * RISK_AVERSION * (w @ cov @ w)


value_and_grad = jax.jit(jax.value_and_grad(neg_utility))


def solve(mu, cov, w0):
    def fun(w):
        v, g = value_and_grad(jnp.asarray(w, dtype=jnp.float32), mu, cov)
        return float(v), np.asarray(g, dtype=np.float64)

    res = minimize(fun, w0, jac=True, method="SLSQP", bounds=[(0.0, 0.4)] * len(w0),
                   constraints=[{"type": "eq", "fun": lambda w: w.sum() - 1.0}],
                   options={"maxiter": 20})
    return res.x


def main():
    rng = np.random.default_rng(100)
    w = np.full(6, 1 / 6)
    for q in range(3):
        r = (rng.standard_normal((120, 6)) * 0.01 + 0.0005).astype(np.float32)
        mu = jnp.asarray(r.mean(0) * 252)
        cov = jnp.asarray(np.cov(r, rowvar=False).astype(np.float32) * 252)
        w = solve(mu, cov, w)
        print(q, np.round(w, 3))


if __name__ == "__main__":
    main()
