import itertools

import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def gaussian_aic(Z, y, mask):
    n = Z.shape[0]
    X = jnp.column_stack([jnp.ones(n, Z.dtype), Z * mask])
    active = jnp.concatenate([jnp.ones(1, Z.dtype), mask])
    k = jnp.sum(active)
    ridge = jnp.diag(1.0 - active)
    beta = jnp.linalg.solve(X.T @ X + ridge, X.T @ y)
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
            mask = np.zeros(p, np.float32)
            mask[list(cols)] = 1.0
            aic = float(gaussian_aic(Z, y, mask))
            if best is None or aic < best[0]:
                best = (aic, cols)
    print("best subset", best[1], "AIC", round(best[0], 2))


if __name__ == "__main__":
    main()
