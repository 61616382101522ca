import itertools

import jax.numpy as jnp
import numpy as np

from kernels import marginal_likelihood_fn

LENGTHSCALES = [0.1, 0.3, 1.0, 3.0]
NOISES = [1e-3, 1e-2, 1e-1]


def make_data(n=40, seed=0):
    rng = np.random.default_rng(seed)
    X = rng.uniform(-3, 3, size=(n, 1)).astype(np.float32)
    y = (np.sin(2 * X[:, 0]) + 0.1 * rng.normal(size=n)).astype(np.float32)
    return jnp.asarray(X), jnp.asarray(y)


def grid_search(X, y):
    scores = {}
    for ell, noise in itertools.product(LENGTHSCALES, NOISES):
        mll = marginal_likelihood_fn(ell)
        scores[(ell, noise)] = float(mll(X, y, jnp.float32(noise)))
    return max(scores, key=scores.get), scores


if __name__ == "__main__":
    X, y = make_data()
    best, scores = grid_search(X, y)
    print("best (lengthscale, noise):", best, "mll:", round(scores[best], 3))
