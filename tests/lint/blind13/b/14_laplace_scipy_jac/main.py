import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize

from posterior import gradient, laplace_covariance, objective


def make_classification(n=80, d=3, seed=2):
    rng = np.random.default_rng(seed)
    X = rng.normal(size=(n, d))
    w_true = np.array([1.5, -1.0, 0.3])
    p = 1.0 / (1.0 + np.exp(-X @ w_true))
    y = (rng.uniform(size=n) < p).astype(np.float32)
    return jnp.asarray(X, jnp.float32), jnp.asarray(y)


def main():
    X, y = make_classification()
    res = minimize(objective, np.zeros(X.shape[1]), args=(X, y), jac=gradient, method="BFGS",
                   options={"maxiter": 8})
    cov = laplace_covariance(res.x, X, y)
    print("MAP", np.round(res.x, 3), "sd", np.round(np.sqrt(np.diag(cov)), 3), "nfev", res.nfev)


if __name__ == "__main__":
    main()
