import flax.linen as nn
import jax
import jax.numpy as jnp


class FraudScorer(nn.Module):
    hidden: int = 32

    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.sigmoid(nn.Dense(1)(x))[:, 0]


class ModelRegistry:
    """Holds the currently deployed model; a background job may swap versions."""

    def __init__(self, n_features):
        self.n_features = n_features
        self.version = 0
        self.module = FraudScorer()
        self.variables = self.module.init(jax.random.PRNGKey(0), jnp.zeros((1, n_features)))

    def deploy(self, variables):
        self.variables = variables
        self.version += 1

    def current(self):
        return jax.jit(self.module.apply), self.variables
