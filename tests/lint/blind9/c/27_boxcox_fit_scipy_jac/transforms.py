import jax
import jax.numpy as jnp
import numpy as np
from scipy import optimize


def boxcox(x, lam):
    return jnp.where(jnp.abs(lam) < 1e-6, jnp.log(x), (x**lam - 1.0) / lam)


def boxcox_nll(lam, x):
    y = boxcox(x, lam)
    n = x.shape[0]
    return 0.5 * n * jnp.log(jnp.var(y)) - (lam - 1.0) * jnp.log(x).sum()


_nll = jax.jit(boxcox_nll)


def fit_lambda(column):
    x = jnp.asarray(column, dtype=jnp.float32)

    def objective(theta):
        return float(_nll(theta[0], x))

    def gradient(theta):
        g = jax.jit(jax.grad(boxcox_nll))(theta[0], x)
        return np.array([float(g)])

    res = optimize.minimize(objective, x0=np.array([0.5]), jac=gradient, method="L-BFGS-B",
                            bounds=[(-2.0, 2.0)], options={"maxiter": 3})
    return float(res.x[0]), res.nit
