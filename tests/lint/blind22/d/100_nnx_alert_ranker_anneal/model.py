import jax
import jax.numpy as jnp
from flax import nnx


class Temperature(nnx.Variable):
    pass


class AlertRanker(nnx.Module):
    def __init__(self, n_feat, rngs):
        self.score = nnx.Linear(n_feat, 1, rngs=rngs)
        self.temperature = Temperature(jnp.array(1.0, dtype=jnp.float32))

    def __call__(self, x):
        return jax.nn.sigmoid(self.score(x)[:, 0] / self.temperature[...])
