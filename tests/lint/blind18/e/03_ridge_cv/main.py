from functools import partial

import numpy as np
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def ridge_cv_error(X, y, lam):
    n, p = X.shape
    k = 5
    folds = jnp.arange(n) % k

    def fold_err(f):
        tr = (folds != f).astype(X.dtype)
        Xw = X * tr[:, None]
        beta = jnp.linalg.solve(Xw.T @ X + lam * jnp.eye(p), Xw.T @ y)
        resid = (y - X @ beta) * (1.0 - tr)
        return jnp.sum(resid ** 2) / jnp.sum(1.0 - tr)

    return jnp.mean(jax.vmap(fold_err)(jnp.arange(k)))


def main():
    rng = np.random.default_rng(0)
    X = rng.normal(size=(60, 8)).astype(np.float32)
    beta = np.zeros(8, np.float32)
    beta[:3] = [1.0, -0.5, 0.25]
    y = (X @ beta + rng.normal(scale=0.3, size=60)).astype(np.float32)

    lambdas = [float(l) for l in np.logspace(-3, 2, 6)]
    scores = {lam: float(ridge_cv_error(X, y, lam)) for lam in lambdas}
    best = min(scores, key=scores.get)
    print("best lambda", best, scores[best])


if __name__ == "__main__":
    main()
