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


_nll_and_grad = jax.jit(jax.value_and_grad(boxcox_nll))


def fit_lambda(column):
    x = jnp.asarray(column, dtype=jnp.float32)

    def objective(theta):
        v, g = _nll_and_grad(jnp.float32(theta[0]), x)
        return float(v), np.array([float(g)])

    res = optimize.minimize(objective, x0=np.array([0.5]), jac=True, method="L-BFGS-B",
                            bounds=[(-2.0, 2.0)], options={"maxiter": 6})
    return float(res.x[0]), res.nit
