import equinox as eqx
import jax
import jax.numpy as jnp


class DocTower(eqx.Module):
    embed: eqx.nn.Embedding
    proj: eqx.nn.Linear

    def __init__(self, n_docs, dim, key):
        k1, k2 = jax.random.split(key)
        self.embed = eqx.nn.Embedding(n_docs, dim, key=k1)
        self.proj = eqx.nn.Linear(dim, dim, key=k2)

    def __call__(self, doc_id):
        return self.proj(self.embed(doc_id))
