import jax
import jax.numpy as jnp


def mahalanobis_scores(mean, precision, windows):
    centered = windows - mean
    return jnp.einsum("bi,ij,bj->b", centered, precision, centered)


class MultivariateDetector:
    """Gaussian anomaly detector over multichannel sensor snapshots."""

    def __init__(self, threshold=12.0):
        self.threshold = threshold
        self.mean = None
        self.precision = None

    def fit(self, data):
        self.mean = data.mean(0)
        cov = jnp.cov(data.T) + 1e-3 * jnp.eye(data.shape[1])
        self.precision = jnp.linalg.inv(cov)
        return self

    def score(self, batch):
        scorer = jax.jit(mahalanobis_scores)
        return scorer(self.mean, self.precision, batch)

    def flag(self, batch):
        return self.score(batch) > self.threshold
