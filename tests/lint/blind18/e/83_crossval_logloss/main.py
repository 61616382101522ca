import numpy as np
import jax
import jax.numpy as jnp

from cv import kfold_weights


@jax.jit
def fit_logistic(X, y, w):
    def body(b, _):
        p = jax.nn.sigmoid(X @ b)
        H = (X * (w * p * (1 - p))[:, None]).T @ X + 1e-2 * jnp.eye(X.shape[1])
        return b + jnp.linalg.solve(H, X.T @ (w * (y - p)) - 1e-2 * b), None

    b, _ = jax.lax.scan(body, jnp.zeros(X.shape[1], X.dtype), None, length=10)
    return b


def main():
    rng = np.random.default_rng(0)
    n = 203
    X = np.column_stack([np.ones(n), rng.normal(size=(n, 3))]).astype(np.float32)
    y = (rng.uniform(size=n) < 1 / (1 + np.exp(-X @ np.array([0.2, 1.0, -0.8, 0.0])))).astype(np.float32)
    losses = []
    for w_train, test in kfold_weights(n, 5, rng):
        b = np.asarray(fit_logistic(X, y, w_train))
        p = 1 / (1 + np.exp(-X[test] @ b))
        losses.append(-np.mean(y[test] * np.log(p) + (1 - y[test]) * np.log(1 - p)))
    print("5-fold log loss", np.mean(losses))


if __name__ == "__main__":
    main()
