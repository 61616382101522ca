import jax
import jax.numpy as jnp
import numpy as np

from cv import folds


@jax.jit
def fit_ridge(x, y):
    return jnp.linalg.solve(x.T @ x + 1.0 * jnp.eye(x.shape[1]), x.T @ y)


@jax.jit
def fold_rmse(w, x, y):
    return jnp.sqrt(jnp.mean((x @ w - y) ** 2))


def spa_revenue(n=503, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 6)).astype(np.float32)
    y = (x @ np.array([3.0, 1.0, 0.0, -2.0, 0.5, 1.5]) + rng.normal(0, 1, n)).astype(np.float32)
    return x, y


def main():
    x, y = spa_revenue()
    scores = []
    for tr, va in folds(len(x), 5):
        w = fit_ridge(x[tr], y[tr])
        scores.append(float(fold_rmse(w, x[va], y[va])))
    print("cv rmse", np.round(scores, 3))


if __name__ == "__main__":
    main()
