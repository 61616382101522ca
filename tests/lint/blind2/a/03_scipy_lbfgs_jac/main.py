import jax
import jax.numpy as jnp
import numpy as np
from scipy.optimize import minimize


def logistic_loss(w, X, y, l2=1e-2):
    logits = X @ w
    nll = jnp.mean(jnp.logaddexp(0.0, logits) - y * logits)
    return nll + l2 * jnp.sum(w ** 2)


def fit_logreg(X, y, maxiter=6):
    X = jnp.asarray(X, dtype=jnp.float32)
    y = jnp.asarray(y, dtype=jnp.float32)

    def fun(w):
        return float(logistic_loss(jnp.asarray(w, dtype=jnp.float32), X, y))

    def jac(w):
        g = jax.jit(jax.grad(logistic_loss))(jnp.asarray(w, dtype=jnp.float32), X, y)
        return np.asarray(g, dtype=np.float64)

    res = minimize(fun, np.zeros(X.shape[1]), jac=jac, method="L-BFGS-B",
                   options={"maxiter": maxiter})
    return res


if __name__ == "__main__":
    rng = np.random.default_rng(1)
    X = rng.normal(size=(200, 5))
    y = (X @ np.array([1.0, -1.0, 0.5, 0.0, 2.0]) > 0).astype(np.float64)
    res = fit_logreg(X, y)
    print(res.nit, res.fun)
