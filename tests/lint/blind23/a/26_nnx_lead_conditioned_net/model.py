import jax.numpy as jnp
from flax import nnx


class LeadConditionedNet(nnx.Module):
    def __init__(self, n_in, rngs: nnx.Rngs):
        self.encoder = nnx.Linear(n_in + 1, 32, rngs=rngs)
        self.head = nnx.Linear(32, n_in, rngs=rngs)
        self.lead_hours = 0

    def __call__(self, x):
        lead = jnp.full(x.shape[:-1] + (1,), self.lead_hours / 240.0)
        h = nnx.gelu(self.encoder(jnp.concatenate([x, lead], axis=-1)))
        return x + self.head(h)
