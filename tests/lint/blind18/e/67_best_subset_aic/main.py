import itertools

import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def gaussian_aic(X, y):
    n, k = X.shape
    beta = jnp.linalg.solve(X.T @ X, X.T @ y)
    rss = jnp.sum((y - X @ beta) ** 2)
    return n * jnp.log(rss / n) + 2 * k


def main():
    rng = np.random.default_rng(0)
    n, p = 120, 4
    Z = rng.normal(size=(n, p)).astype(np.float32)
    y = (1.0 + 0.8 * Z[:, 0] - 0.5 * Z[:, 2] + rng.normal(size=n)).astype(np.float32)
    best = None
    for r in range(1, p + 1):
        for cols in itertools.combinations(range(p), r):
            X = np.column_stack([np.ones(n, np.float32), Z[:, list(cols)]])
            aic = float(gaussian_aic(X, y))
            if best is None or aic < best[0]:
                best = (aic, cols)
    print("best subset", best[1], "AIC", round(best[0], 2))


if __name__ == "__main__":
    main()
