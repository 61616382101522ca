import jax.numpy as jnp
import numpy as np

from implicit import implicit_hypergradient


def data(rng, n=40, d=8):
    w = rng.normal(size=d)
    X = rng.normal(size=(n, d)).astype(np.float32)
    return X, (X @ w + 0.3 * rng.normal(size=n)).astype(np.float32)


if __name__ == "__main__":
    rng = np.random.default_rng(0)
    (X, y), (Xv, yv) = data(rng), data(rng)
    theta = jnp.float32(0.0)
    for it in range(5):
        g, n_iter = implicit_hypergradient(theta, X, y, Xv, yv)
        theta = theta - 0.5 * g
        print(it, float(theta), n_iter)
