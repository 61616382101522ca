import math

import jax
import jax.numpy as jnp

from model import BigramLM

WINDOW = 32
STRIDE = 32

model = BigramLM()


@jax.jit
def window_nll(params, ids):
    logits = model.apply(params, ids[:, :-1])
    logp = jax.nn.log_softmax(logits)
    return -jnp.take_along_axis(logp, ids[:, 1:, None], axis=-1).sum()


def windows(ids):
    for start in range(0, len(ids) - 1, STRIDE):
        yield ids[start : start + WINDOW]


def corpus_perplexity(params, documents):
    total, count = 0.0, 0
    for doc in documents:
        for win in windows(doc):
            total += float(window_nll(params, jnp.asarray(win)[None, :]))
            count += len(win) - 1
    return math.exp(total / count)
