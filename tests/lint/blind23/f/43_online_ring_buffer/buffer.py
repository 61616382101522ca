import jax.numpy as jnp


class SlidingWindow:
    def __init__(self, size):
        self.size = size
        self.t = jnp.zeros(size)
        self.s = jnp.zeros(size)
        self.w = jnp.zeros(size)
        self.head = 0

    def push(self, t, s):
        i = self.head % self.size
        self.t = self.t.at[i].set(t)
        self.s = self.s.at[i].set(s)
        self.w = self.w.at[i].set(1.0)
        self.head += 1
