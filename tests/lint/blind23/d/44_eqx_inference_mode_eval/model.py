import equinox as eqx
import jax


class EssayQualityNet(eqx.Module):
    embed: eqx.nn.Embedding
    drop: eqx.nn.Dropout
    head: eqx.nn.Linear

    def __init__(self, vocab, dim, key):
        k1, k2 = jax.random.split(key)
        self.embed = eqx.nn.Embedding(vocab, dim, key=k1)
        self.drop = eqx.nn.Dropout(0.2)
        self.head = eqx.nn.Linear(dim, "scalar", key=k2)

    def __call__(self, tokens, key=None):
        h = jax.vmap(self.embed)(tokens).mean(axis=0)
        return self.head(self.drop(h, key=key))
