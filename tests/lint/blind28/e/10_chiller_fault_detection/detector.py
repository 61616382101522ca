import jax
import jax.numpy as jnp


class PCAFaultDetector:
    """Squared prediction error (Q statistic) on a PCA model of normal chiller operation."""

    def __init__(self, n_components=3):
        self.n_components = n_components
        self.mean = None
        self.components = None

        def spe_scores(x, mean, components):
            xc = x - mean
            recon = xc @ components.T @ components
            return jnp.sum((xc - recon) ** 2, axis=1)

        self._score = jax.jit(spe_scores)

    def fit(self, x_normal):
        self.mean = x_normal.mean(axis=0)
        xc = x_normal - self.mean
        _, _, vt = jnp.linalg.svd(xc, full_matrices=False)
        self.components = vt[: self.n_components]
        return self

    def score(self, x):
        return self._score(x, self.mean, self.components)
