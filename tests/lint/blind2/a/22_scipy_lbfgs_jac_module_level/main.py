import jax
import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize


def ridge_objective(w, X, y, alpha):
    resid = X @ w - y
    return 0.5 * jnp.mean(resid ** 2) + alpha * jnp.sum(w ** 2)


value_and_grad = jax.jit(jax.value_and_grad(ridge_objective))


def fit(X, y, alpha=1e-2, maxiter=8):
    X = jnp.asarray(X, dtype=jnp.float32)
    y = jnp.asarray(y, dtype=jnp.float32)
    alpha = jnp.float32(alpha)

    def fun_and_jac(w):
        v, g = value_and_grad(jnp.asarray(w, dtype=jnp.float32), X, y, alpha)
        return float(v), np.asarray(g, dtype=np.float64)

    return minimize(fun_and_jac, np.zeros(X.shape[1]), jac=True, method="L-BFGS-B",
                    options={"maxiter": maxiter})


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    X = rng.normal(size=(100, 4))
    y = X @ np.array([0.5, -1.0, 2.0, 0.0]) + 0.1 * rng.normal(size=100)
    res = fit(X, y)
    print(res.nit, res.x.round(3))
