import numpy as np
import jax.numpy as jnp

from estimator import QuantileRegressor


def main():
    rng = np.random.default_rng(0)
    n = 150
    X = np.column_stack([np.ones(n), rng.normal(size=n)]).astype(np.float32)
    y = (1.0 + 0.5 * X[:, 1] + rng.standard_t(3, size=n)).astype(np.float32)
    X, y = jnp.asarray(X), jnp.asarray(y)

    est = QuantileRegressor(quantile=0.5)
    est.fit(X, y)
    coefs = []
    for b in range(5):
        idx = rng.integers(0, n, size=n)
        coefs.append(np.asarray(est.fit(X[idx], y[idx]).coef_))
    print("median regression", np.asarray(est.fit(X, y).coef_), "boot se", np.std(coefs, axis=0))


if __name__ == "__main__":
    main()
