import jax
import jax.numpy as jnp


@jax.jit
def ridge_cv_score(x_tr, y_tr, x_va, y_va, lam):
    mu, sd = x_tr.mean(0), x_tr.std(0) + 1e-6
    xt, xv = (x_tr - mu) / sd, (x_va - mu) / sd
    w = jnp.linalg.solve(xt.T @ xt + lam * jnp.eye(xt.shape[1]), xt.T @ (y_tr - y_tr.mean()))
    pred = xv @ w + y_tr.mean()
    return jnp.sqrt(jnp.mean((pred - y_va) ** 2))
