import numpy as np
import jax.numpy as jnp

from inference import wald_summary


def ols_with_se(X, y):
    XtX_inv = np.linalg.inv(X.T @ X)
    beta = XtX_inv @ X.T @ y
    resid = y - X @ beta
    s2 = resid @ resid / (X.shape[0] - X.shape[1])
    return beta.astype(np.float32), np.sqrt(np.diag(XtX_inv) * s2).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    X = np.column_stack([np.ones(100), rng.normal(size=(100, 2))])
    y = X @ np.array([0.3, 0.5, 0.0]) + rng.normal(size=100)
    beta, se = ols_with_se(X, y)

    z, p, lo, hi = wald_summary(estimate=beta, std_error=se, null=0.0)
    print("coefficients:", np.round(np.asarray(z), 2), np.round(np.asarray(p), 3))

    pairs = [(1, 2), (0, 1), (0, 2)]
    contrast = np.array([beta[i] - beta[j] for i, j in pairs], dtype=np.float32)
    contrast_se = np.array([np.hypot(se[i], se[j]) for i, j in pairs], dtype=np.float32)
    z2, p2, _, _ = wald_summary(std_error=contrast_se, estimate=contrast, null=0.0)
    print("pairwise contrasts:", np.round(np.asarray(z2), 2), np.round(np.asarray(p2), 3))


if __name__ == "__main__":
    main()
