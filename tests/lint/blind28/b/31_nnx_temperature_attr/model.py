import jax.numpy as jnp
from flax import nnx


class HeroPickPolicy(nnx.Module):
    def __init__(self, n_heroes, dim, rngs):
        self.embed = nnx.Embed(n_heroes, dim, rngs=rngs)
        self.score = nnx.Linear(dim, n_heroes, rngs=rngs)
        self.temperature = 1.0

    def __call__(self, picked):
        ctx = self.embed(picked).mean(axis=1)
        return self.score(ctx) / self.temperature


@nnx.jit
def pick_distribution(policy, picked):
    logits = policy(picked)
    return nnx.softmax(logits, axis=-1)
