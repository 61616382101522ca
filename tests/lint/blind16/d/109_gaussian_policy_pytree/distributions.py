import jax
import jax.numpy as jnp
from jax.tree_util import register_pytree_node_class


@register_pytree_node_class
class DiagGaussianPolicy:
    def __init__(self, weights, log_std):
        self.weights = weights
        self.log_std = log_std

    def tree_flatten(self):
        return (self.weights,), (self.log_std,)

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(children[0], aux[0])

    def sample(self, obs, key):
        mean = obs @ self.weights
        return mean + jnp.exp(self.log_std) * jax.random.normal(key, mean.shape)

    def with_std(self, log_std):
        return DiagGaussianPolicy(self.weights, log_std)
