import jax.numpy as jnp

MAX_STEPS = 16


class EpisodeMemory:
    def __init__(self, dim):
        self.dim = dim
        self.reset()

    def reset(self):
        self.keys = jnp.zeros((MAX_STEPS, self.dim))
        self.valid = jnp.zeros((MAX_STEPS,), bool)
        self.size = 0

    def append(self, k):
        self.keys = self.keys.at[self.size].set(k)
        self.valid = self.valid.at[self.size].set(True)
        self.size += 1

    def view(self):
        return self.keys, self.valid
