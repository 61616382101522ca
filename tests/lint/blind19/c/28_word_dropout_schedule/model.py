import equinox as eqx
import jax
import jax.numpy as jnp

UNK = 1


class WordDropoutClassifier(eqx.Module):
    embed: eqx.nn.Embedding
    proj: eqx.nn.Linear

    def __init__(self, vocab, dim, num_classes, key):
        k1, k2 = jax.random.split(key)
        self.embed = eqx.nn.Embedding(vocab, dim, key=k1)
        self.proj = eqx.nn.Linear(dim, num_classes, key=k2)

    def __call__(self, ids, key=None, word_dropout=None):
        if key is not None and word_dropout is not None:
            drop = jax.random.uniform(key, ids.shape) < word_dropout
            ids = jnp.where(drop & (ids > 0), UNK, ids)
        emb = jax.vmap(self.embed)(ids)
        mask = (ids > 0)[:, None]
        return self.proj((emb * mask).sum(0) / jnp.maximum(mask.sum(), 1))
