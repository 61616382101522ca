import jax
import jax.numpy as jnp


class ItemVocabulary:
    def __init__(self, dim, key):
        self.index = {}
        self.dim = dim
        self.key = key
        self.table = jnp.zeros((0, dim))

    def lookup(self, raw_ids):
        new = [r for r in dict.fromkeys(raw_ids) if r not in self.index]
        if new:
            for r in new:
                self.index[r] = len(self.index)
            self.key, sub = jax.random.split(self.key)
            rows = 0.05 * jax.random.normal(sub, (len(new), self.dim))
            self.table = jnp.concatenate([self.table, rows])
        return jnp.array([self.index[r] for r in raw_ids], jnp.int32)
