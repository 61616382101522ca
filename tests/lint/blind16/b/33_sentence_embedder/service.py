import jax
import jax.numpy as jnp

from tokenizer import HashingTokenizer


class SentenceEmbedder:
    def __init__(self, key, dim=32, vocab_size=128):
        self.tokenizer = HashingTokenizer(vocab_size)
        k1, k2 = jax.random.split(key)
        self.params = {"emb": jax.random.normal(k1, (vocab_size, dim)),
                       "proj": jax.random.normal(k2, (dim, dim)) / dim ** 0.5}

    def _embed(self, params, ids):
        mask = (ids > 0).astype(jnp.float32)[..., None]
        pooled = (params["emb"][ids] * mask).sum(1) / jnp.maximum(mask.sum(1), 1.0)
        out = pooled @ params["proj"]
        return out / jnp.linalg.norm(out, axis=-1, keepdims=True)

    @property
    def embed_fn(self):
        return jax.jit(self._embed)

    def embed(self, texts):
        return self.embed_fn(self.params, self.tokenizer(texts))

    def similarity(self, a, b):
        ea, eb = self.embed([a, b])
        return float(ea @ eb)
