import itertools

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def chunk_logprob(params, ids, length):
    positions = jnp.arange(ids.shape[0] - 1)
    h = jnp.cumsum(params["emb"][ids[:-1]], axis=0) / (positions + 1)[:, None]
    logp = jax.nn.log_softmax(h @ params["emb"].T, axis=-1)
    token_lp = jnp.take_along_axis(logp, ids[1:, None], axis=-1)[:, 0]
    return jnp.where(positions < length - 1, token_lp, 0.0).sum()


def chunked(iterable, size):
    it = iter(iterable)
    while chunk := list(itertools.islice(it, size)):
        yield chunk


def document_logprob(params, token_ids, chunk_size=16, pad_id=0):
    total = 0.0
    for chunk in chunked(token_ids, chunk_size):
        if len(chunk) < 2:
            continue
        padded = np.full(chunk_size, pad_id, dtype=np.int32)
        padded[: len(chunk)] = chunk
        total += float(chunk_logprob(params, padded, np.int32(len(chunk))))
    return total
