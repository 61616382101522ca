import equinox as eqx
import jax
import jax.numpy as jnp

UNK = 1


class WordDropoutClassifier(eqx.Module):
    embed: eqx.nn.Embedding
    proj: eqx.nn.Linear
    word_dropout: float

    def __init__(self, vocab, dim, num_classes, word_dropout, key):
        k1, k2 = jax.random.split(key)
        self.embed = eqx.nn.Embedding(vocab, dim, key=k1)
        self.proj = eqx.nn.Linear(dim, num_classes, key=k2)
        self.word_dropout = word_dropout

    def __call__(self, ids, key=None):
        if key is not None and self.word_dropout > 0:
            drop = jax.random.uniform(key, ids.shape) < self.word_dropout
            ids = jnp.where(drop & (ids > 0), UNK, ids)
        emb = jax.vmap(self.embed)(ids)
        mask = (ids > 0)[:, None]
        return self.proj((emb * mask).sum(0) / jnp.maximum(mask.sum(), 1))

    def with_word_dropout(self, p):
        return eqx.tree_at(lambda m: m.word_dropout, self, p)
