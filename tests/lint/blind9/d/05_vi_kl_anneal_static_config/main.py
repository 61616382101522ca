import jax
import jax.numpy as jnp
import numpy as np

from trainer import MeanFieldRegression


def synthetic_regression(n=64, d=3, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.standard_normal((n, d)).astype(np.float32)
    w_true = np.array([1.5, -0.7, 0.3], dtype=np.float32)
    y = X @ w_true + 0.2 * rng.standard_normal(n).astype(np.float32)
    return jnp.asarray(X), jnp.asarray(y)


def main():
    X, y = synthetic_regression()
    model = MeanFieldRegression(dim=X.shape[1], lr=5e-3, warmup_epochs=10)
    history = model.fit(X, y, epochs=6, key=jax.random.PRNGKey(0))
    print("neg-ELBO per epoch:", np.round(history, 2))
    print("posterior mean:", np.round(np.asarray(model.params["mu"]), 3))


if __name__ == "__main__":
    main()
