import flax.linen as nn
import jax.numpy as jnp


class BayesLogit(nn.Module):
    prior_scale: float = 1.0

    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(x)[:, 0]

    def log_prior(self, params):
        w = params["Dense_0"]["kernel"]
        return -0.5 * jnp.sum(w ** 2) / self.prior_scale ** 2
