import equinox as eqx
import jax
import jax.numpy as jnp


class BagOfWords(eqx.Module):
    emb: eqx.nn.Embedding
    out: eqx.nn.Linear

    def __init__(self, vocab, dim, key):
        k1, k2 = jax.random.split(key)
        self.emb = eqx.nn.Embedding(vocab, dim, key=k1)
        self.out = eqx.nn.Linear(dim, "scalar", key=k2)

    def __call__(self, tokens):
        mask = (tokens > 0)[:, None]
        e = jax.vmap(self.emb)(tokens) * mask
        return self.out(e.sum(0) / jnp.maximum(mask.sum(), 1))
