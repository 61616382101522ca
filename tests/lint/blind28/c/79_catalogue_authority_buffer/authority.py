import jax
import jax.numpy as jnp
import numpy as np

CAPACITY = 128


@jax.jit
def match_headings(authority_vecs, n_valid, headings):
    a = authority_vecs / (jnp.linalg.norm(authority_vecs, axis=1, keepdims=True) + 1e-6)
    h = headings / jnp.linalg.norm(headings, axis=1, keepdims=True)
    sims = jnp.where(jnp.arange(CAPACITY) < n_valid, h @ a.T, -jnp.inf)
    return jnp.argmax(sims, axis=1), jnp.max(sims, axis=1)


class AuthorityFile:
    def __init__(self, seed_vecs):
        self.vecs = np.zeros((CAPACITY, seed_vecs.shape[1]), np.float32)
        self.count = len(seed_vecs)
        self.vecs[: self.count] = seed_vecs

    def reconcile(self, headings, threshold=0.9):
        idx, score = match_headings(self.vecs, self.count, headings)
        new = headings[np.asarray(score) < threshold]
        self.vecs[self.count:self.count + len(new)] = new
        self.count += len(new)
        return idx, score
