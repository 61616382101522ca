import jax.numpy as jnp


class EpisodeMemory:
    def __init__(self, dim):
        self.dim = dim
        self.reset()

    def reset(self):
        self.keys = jnp.zeros((0, self.dim))

    def append(self, k):
        self.keys = jnp.concatenate([self.keys, k[None]], axis=0)

    def view(self):
        return self.keys
