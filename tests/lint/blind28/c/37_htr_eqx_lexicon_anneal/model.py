import equinox as eqx
import jax
import jax.numpy as jnp


class LexiconMatcher(eqx.Module):
    encoder: eqx.nn.MLP
    lexicon: jax.Array
    temperature: float

    def __init__(self, key, n_words=60, dim=16, temperature=1.0):
        k1, k2 = jax.random.split(key)
        self.encoder = eqx.nn.MLP(32, dim, 32, depth=2, key=k1)
        self.lexicon = jax.random.normal(k2, (n_words, dim))
        self.temperature = temperature

    def __call__(self, feats):
        z = self.encoder(feats)
        return (self.lexicon @ z) / self.temperature
