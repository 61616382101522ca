import equinox as eqx
import jax
import jax.numpy as jnp


class KVCache(eqx.Module):
    keys: jax.Array
    values: jax.Array
    length: int

    @classmethod
    def empty(cls, max_len, dim):
        return cls(jnp.zeros((max_len, dim)), jnp.zeros((max_len, dim)), 0)

    def append(self, k, v):
        keys = self.keys.at[self.length].set(k)
        values = self.values.at[self.length].set(v)
        return KVCache(keys, values, self.length + 1)


class TinyDecoder(eqx.Module):
    embed: jax.Array
    wq: jax.Array
    wk: jax.Array
    wv: jax.Array
    out: jax.Array

    def __init__(self, vocab, dim, key):
        ks = jax.random.split(key, 5)
        self.embed = jax.random.normal(ks[0], (vocab, dim)) * 0.5
        self.wq = jax.random.normal(ks[1], (dim, dim)) / dim**0.5
        self.wk = jax.random.normal(ks[2], (dim, dim)) / dim**0.5
        self.wv = jax.random.normal(ks[3], (dim, dim)) / dim**0.5
        self.out = jax.random.normal(ks[4], (dim, vocab)) / dim**0.5


@eqx.filter_jit
def decode_step(model, cache, token):
    x = model.embed[token]
    cache = cache.append(x @ model.wk, x @ model.wv)
    q = x @ model.wq
    scores = cache.keys @ q / q.shape[-1] ** 0.5
    valid = jnp.arange(cache.keys.shape[0]) < cache.length
    attn = jax.nn.softmax(jnp.where(valid, scores, -1e9))
    h = attn @ cache.values
    return h @ model.out, cache
