import jax.numpy as jnp


class KVCache:
    def __init__(self, dim):
        self.keys = jnp.zeros((0, dim), jnp.float32)
        self.values = jnp.zeros((0, dim), jnp.float32)

    def append(self, k, v):
        self.keys = jnp.concatenate([self.keys, k[None]])
        self.values = jnp.concatenate([self.values, v[None]])
