import functools

import jax
import jax.numpy as jnp


def hashed_ngrams(tokens, ngram, vocab):
    h = jnp.zeros(tokens.shape[:-1] + (tokens.shape[-1] - ngram + 1,), dtype=jnp.int32)
    for i in range(ngram):
        h = h * 257 + tokens[..., i:tokens.shape[-1] - ngram + 1 + i]
    return h % vocab


@functools.partial(jax.jit, static_argnums=(0,))
def scan_batch(cfg, table, tokens):
    ids = hashed_ngrams(tokens, cfg.ngram, cfg.vocab)
    logits = table[ids].mean(axis=-1) / cfg.temperature
    return jax.nn.sigmoid(logits)
