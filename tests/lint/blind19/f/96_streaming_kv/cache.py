import jax.numpy as jnp


class KVCache:
    def __init__(self, dim, capacity):
        self.keys = jnp.zeros((capacity, dim), jnp.float32)
        self.values = jnp.zeros((capacity, dim), jnp.float32)
        self.length = jnp.zeros((), jnp.int32)

    def append(self, k, v):
        self.keys = self.keys.at[self.length].set(k)
        self.values = self.values.at[self.length].set(v)
        self.length = self.length + 1
