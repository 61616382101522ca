import jax
import jax.numpy as jnp


@jax.jit
def ridge_cv_error(X_tr, y_tr, X_va, y_va, alpha):
    k = X_tr.shape[1]
    beta = jnp.linalg.solve(X_tr.T @ X_tr + alpha * jnp.eye(k), X_tr.T @ y_tr)
    return jnp.mean((X_va @ beta - y_va) ** 2)
