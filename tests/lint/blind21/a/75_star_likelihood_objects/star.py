import jax
import jax.numpy as jnp


class StarLikelihood:
    """Gaussian likelihood of a star's parallax/proper-motion given a cluster model."""

    def __init__(self, obs, cov):
        self.obs = obs
        self.icov = jnp.linalg.inv(cov)
        self.loglike = jax.jit(self._loglike)

    def _loglike(self, cluster_mean):
        d = self.obs - cluster_mean
        return -0.5 * d @ self.icov @ d
