import jax
import jax.numpy as jnp
import numpy as np

from bagging import bootstrap_split

rng = np.random.default_rng(0)
X = rng.normal(size=(200, 5)).astype(np.float32)
y = (X @ np.array([2.0, -1.0, 0.0, 0.5, 1.0]) + rng.normal(size=200)).astype(np.float32)


@jax.jit
def fit_ridge(X, y, alpha=1.0):
    return jnp.linalg.solve(X.T @ X + alpha * jnp.eye(X.shape[1]), X.T @ y)


@jax.jit
def masked_mse(w, X, y, mask):
    return jnp.sum(mask * (X @ w - y) ** 2) / jnp.maximum(jnp.sum(mask), 1.0)


models, oob_scores = [], []
for b in range(6):
    boot, oob_mask = bootstrap_split(len(X), rng)
    w = fit_ridge(X[boot], y[boot])
    models.append(w)
    oob_scores.append(float(masked_mse(w, X, y, oob_mask)))
    print(f"bag {b}: {int(oob_mask.sum())} oob rows, oob mse {oob_scores[-1]:.4f}")
print("mean oob mse", np.mean(oob_scores))
