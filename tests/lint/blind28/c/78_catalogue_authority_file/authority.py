import jax
import jax.numpy as jnp


@jax.jit
def nearest_authority(authority_vecs, headings):
    a = authority_vecs / jnp.linalg.norm(authority_vecs, axis=1, keepdims=True)
    h = headings / jnp.linalg.norm(headings, axis=1, keepdims=True)
    sims = h @ a.T
    return jnp.argmax(sims, axis=1), jnp.max(sims, axis=1)


class AuthorityFile:
    def __init__(self, seed_vecs):
        self.vecs = jnp.asarray(seed_vecs)

    def reconcile(self, headings, threshold=0.9):
        idx, score = nearest_authority(self.vecs, headings)
        new = headings[score < threshold]
        if len(new):
            self.vecs = jnp.concatenate([self.vecs, new], axis=0)
        return idx, score
