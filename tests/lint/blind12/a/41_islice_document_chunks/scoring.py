import itertools

import jax
import jax.numpy as jnp


@jax.jit
def chunk_logprob(params, ids):
    h = jnp.cumsum(params["emb"][ids[:-1]], axis=0) / jnp.arange(1, ids.shape[0])[:, None]
    logp = jax.nn.log_softmax(h @ params["emb"].T, axis=-1)
    return jnp.take_along_axis(logp, ids[1:, None], axis=-1).sum()


def chunked(iterable, size):
    it = iter(iterable)
    while chunk := list(itertools.islice(it, size)):
        yield chunk


def document_logprob(params, token_ids, chunk_size=16):
    total = 0.0
    for chunk in chunked(token_ids, chunk_size):
        if len(chunk) < 2:
            continue
        total += float(chunk_logprob(params, jnp.asarray(chunk, dtype=jnp.int32)))
    return total
