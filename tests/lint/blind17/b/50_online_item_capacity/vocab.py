import jax
import jax.numpy as jnp

CAPACITY = 256


class ItemVocabulary:
    def __init__(self, dim, key):
        self.index = {}
        self.dim = dim
        self.table = 0.05 * jax.random.normal(key, (CAPACITY, dim))

    def lookup(self, raw_ids):
        for r in raw_ids:
            if r not in self.index:
                if len(self.index) >= CAPACITY - 1:
                    continue
                self.index[r] = len(self.index) + 1
        return jnp.array([self.index.get(r, 0) for r in raw_ids], jnp.int32)
