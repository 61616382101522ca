from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("n_classes",))
def _fit_centroids(X, y, n_classes):
    onehot = jax.nn.one_hot(y, n_classes)
    counts = onehot.sum(0)
    return (onehot.T @ X) / jnp.maximum(counts, 1.0)[:, None]


class NearestCentroid:
    def fit(self, X, y):
        self.classes_ = np.unique(y)
        self.centroids_ = _fit_centroids(jnp.asarray(X), jnp.asarray(y), n_classes=int(self.classes_.max()) + 1)
        return self

    def predict(self, X):
        d = ((X[:, None, :] - np.asarray(self.centroids_)[None]) ** 2).sum(-1)
        return d.argmin(1)
