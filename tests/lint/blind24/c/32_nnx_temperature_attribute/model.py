import jax.numpy as jnp
from flax import nnx


class RoleMatcher(nnx.Module):
    def __init__(self, d_cand, n_roles, rngs):
        self.proj = nnx.Linear(d_cand, n_roles, rngs=rngs)
        self.temperature = 1.0

    def __call__(self, x):
        return nnx.softmax(self.proj(x) / self.temperature, axis=-1)
