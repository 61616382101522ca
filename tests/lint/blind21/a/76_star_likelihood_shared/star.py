import jax
import jax.numpy as jnp


class StarLikelihood:
    """Gaussian likelihood of a star's parallax/proper-motion given a cluster model."""

    def __init__(self, obs, cov):
        self.obs = obs
        self.icov = jnp.linalg.inv(cov)

    def loglike(self, cluster_mean):
        return _gaussian_loglike(self.obs, self.icov, cluster_mean)


@jax.jit
def _gaussian_loglike(obs, icov, cluster_mean):
    d = obs - cluster_mean
    return -0.5 * d @ icov @ d
