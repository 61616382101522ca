import jax
import jax.numpy as jnp


@jax.jit
def fit_ridge(x, y, lam):
    a = x.T @ x + lam * jnp.eye(x.shape[1])
    return jnp.linalg.solve(a, x.T @ y)


@jax.jit
def heldout_r2(w, x, y):
    resid = y - x @ w
    return 1 - (resid ** 2).sum() / ((y - y.mean()) ** 2).sum()
