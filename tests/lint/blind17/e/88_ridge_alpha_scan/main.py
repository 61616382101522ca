import jax

jax.config.update("jax_enable_x64", True)

import jax.numpy as jnp

from features import build_frame, train_matrix, test_matrix

X_tr, y_tr = train_matrix(build_frame(400, 0))
X_te, y_te = test_matrix(build_frame(400, 1))


@jax.jit
def ridge_fit(X, y, alpha):
    d = X.shape[1]
    return jnp.linalg.solve(X.T @ X + alpha * jnp.eye(d, dtype=X.dtype), X.T @ y)


@jax.jit
def rmse(w, X, y):
    return jnp.sqrt(jnp.mean((X @ w - y) ** 2))


for alpha in [0.1, 1.0, 10.0]:
    w = ridge_fit(X_tr, y_tr, alpha)
    print(f"alpha={alpha}: train rmse {float(rmse(w, X_tr, y_tr)):.4f}  test rmse {float(rmse(w, X_te, y_te)):.4f}")
