import functools

import jax
import jax.numpy as jnp
import numpy as np


def rq_kernel(a, b, lengthscale=1.5, alpha=2.0):
    d2 = jnp.sum((a[:, None] - b[None]) ** 2, -1)
    return (1 + d2 / (2 * alpha * lengthscale**2)) ** (-alpha)


class PosteriorPredictor:
    """Wraps a fitted GP (training inputs + precomputed weights) for serving."""

    def __init__(self, X_train, weights):
        self.X_train = jnp.asarray(X_train)
        self.weights = jnp.asarray(weights)

    @functools.cached_property
    def _mean_fn(self):
        def posterior_mean(X_train, weights, X_query):
            return rq_kernel(X_query, X_train) @ weights

        return jax.jit(posterior_mean)

    def predict(self, X_query):
        return self._mean_fn(self.X_train, self.weights, jnp.asarray(X_query, dtype=jnp.float32))


def fit(X, y, noise=0.01):
    K = rq_kernel(jnp.asarray(X), jnp.asarray(X)) + noise * jnp.eye(len(X))
    return np.asarray(jnp.linalg.solve(K, jnp.asarray(y)))
