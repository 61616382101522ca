import jax
import jax.numpy as jnp


def _encode(table, proj, token_ids):
    mask = (token_ids > 0)[..., None]
    emb = jnp.sum(table[token_ids] * mask, axis=1) / jnp.maximum(mask.sum(axis=1), 1)
    out = emb @ proj
    return out / jnp.linalg.norm(out, axis=-1, keepdims=True)


class Encoder:
    def __init__(self, vocab_size=512, dim=32, out_dim=16, seed=0):
        k1, k2 = jax.random.split(jax.random.PRNGKey(seed))
        self.table = jax.random.normal(k1, (vocab_size, dim))
        self.proj = jax.random.normal(k2, (dim, out_dim)) / dim ** 0.5
        self._encode = jax.jit(_encode)

    def __call__(self, token_batch):
        return self._encode(self.table, self.proj, token_batch)
