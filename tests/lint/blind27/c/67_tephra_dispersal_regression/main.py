import jax
import jax.numpy as jnp
import numpy as np

from folds import kfold


@jax.jit
def ridge_fit(X, y, lam):
    A = X.T @ X + lam * jnp.eye(X.shape[1])
    return jnp.linalg.solve(A, X.T @ y)


@jax.jit
def fold_rmse(w, X, y):
    return jnp.sqrt(jnp.mean((X @ w - y) ** 2))


rng = np.random.default_rng(67)
# tephra thickness regression: log distance, wind-aligned offset, column height, duration
X = np.c_[rng.normal(size=(103, 4)), np.ones(103)].astype(np.float32)
y = (X @ np.array([-1.2, 0.5, 0.8, 0.3, 2.0]) + rng.normal(0, 0.2, 103)).astype(np.float32)
for fold, (tr, va) in enumerate(kfold(len(X), 5)):
    w = ridge_fit(X[tr], y[tr], 0.1)
    print(fold, len(va), round(float(fold_rmse(w, X[va], y[va])), 4))
