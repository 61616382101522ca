import jax
import jax.numpy as jnp

@jax.jit
def lookup(bank, valid, query):
    sims = jnp.where(valid, bank @ query, -jnp.inf)
    return jnp.argmax(sims), jnp.max(sims)

@jax.jit
def insert(bank, valid, vecs, start):
    bank = jax.lax.dynamic_update_slice(bank, vecs, (start, 0))
    valid = jax.lax.dynamic_update_slice(valid, jnp.ones(vecs.shape[0], bool), (start,))
    return bank, valid

class ClauseBank:
    def __init__(self, capacity, dim):
        self.bank = jnp.zeros((capacity, dim))
        self.valid = jnp.zeros((capacity,), bool)
        self.count = 0

    def add(self, vecs):
        vecs = vecs / jnp.linalg.norm(vecs, axis=1, keepdims=True)
        self.bank, self.valid = insert(self.bank, self.valid, vecs, self.count)
        self.count += vecs.shape[0]

    def nearest(self, q):
        return lookup(self.bank, self.valid, q)
