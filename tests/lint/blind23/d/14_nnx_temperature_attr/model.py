from flax import nnx
import jax.numpy as jnp


class ItemSelector(nnx.Module):
    """Softmax policy over next exercises given a student's skill vector."""

    def __init__(self, n_skills, n_items, rngs):
        self.proj = nnx.Linear(n_skills, n_items, rngs=rngs)
        self.temperature = 2.0

    def __call__(self, skills):
        return self.proj(skills) / self.temperature
