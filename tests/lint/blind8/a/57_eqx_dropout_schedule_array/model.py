import equinox as eqx
import jax
import jax.numpy as jnp


class TextClassifier(eqx.Module):
    embed: eqx.nn.Embedding
    dropout: eqx.nn.Dropout
    head: eqx.nn.Linear

    def __init__(self, vocab, dim, num_classes, p, key):
        k1, k2 = jax.random.split(key)
        self.embed = eqx.nn.Embedding(vocab, dim, key=k1)
        self.dropout = eqx.nn.Dropout(p)
        self.head = eqx.nn.Linear(dim, num_classes, key=k2)

    def __call__(self, tokens, key):
        h = jax.vmap(self.embed)(tokens).mean(axis=0)
        return self.head(self.dropout(h, key=key))


def set_dropout(model, p):
    return eqx.tree_at(lambda m: m.dropout.p, model, jnp.asarray(p, dtype=jnp.float32))
