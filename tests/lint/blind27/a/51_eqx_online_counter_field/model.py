import jax
import jax.numpy as jnp
import equinox as eqx


class OnlineFraudModel(eqx.Module):
    weights: jax.Array
    bias: jax.Array
    n_updates: int

    def logits(self, x):
        return x @ self.weights + self.bias
