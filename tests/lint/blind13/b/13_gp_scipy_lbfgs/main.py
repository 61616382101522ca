import jax.numpy as jnp
import numpy as np

from fit import fit_hyperparameters


def make_data(n=25, d=2, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.uniform(-2, 2, size=(n, d))
    y = np.sin(2 * X[:, 0]) + 0.1 * X[:, 1] + 0.05 * rng.normal(size=n)
    return jnp.asarray(X, jnp.float32), jnp.asarray(y, jnp.float32)


def main():
    X, y = make_data()
    res = fit_hyperparameters(X, y)
    print("lengthscales", np.round(np.exp(res.x[:-2]), 3), "nlml", round(res.fun, 3), "nfev", res.nfev)


if __name__ == "__main__":
    main()
