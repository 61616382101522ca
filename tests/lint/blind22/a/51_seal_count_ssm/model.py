import jax
import jax.numpy as jnp


class HauloutCountModel:
    """Gompertz state-space model for aerial counts of harbour seals at a haul-out."""

    def __init__(self, obs_sd=0.15):
        self.obs_sd = obs_sd

    def log_likelihood(self, params, log_counts):
        a, b = params["a"], params["b"]
        pred = a + b * log_counts[:-1]
        resid = log_counts[1:] - pred
        return -0.5 * jnp.sum((resid / self.obs_sd) ** 2)
