import jax.numpy as jnp
from flax import nnx

class DocCount(nnx.Variable):
    pass

class OnlineRiskModel(nnx.Module):
    def __init__(self, d, rngs):
        self.linear = nnx.Linear(d, 1, rngs=rngs)
        self.docs_seen = DocCount(jnp.array(0, jnp.int32))

    def __call__(self, x):
        return self.linear(x)[:, 0]
