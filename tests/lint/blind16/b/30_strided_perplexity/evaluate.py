import math

import jax
import jax.numpy as jnp
import numpy as np

from model import BigramLM

WINDOW = 32
STRIDE = 32

model = BigramLM()


@jax.jit
def window_nll(params, ids, mask):
    logits = model.apply(params, ids[:, :-1])
    logp = jax.nn.log_softmax(logits)
    nll = -jnp.take_along_axis(logp, ids[:, 1:, None], axis=-1)[..., 0]
    return (nll * mask[:, 1:]).sum()


def windows(ids):
    for start in range(0, len(ids) - 1, STRIDE):
        chunk = ids[start : start + WINDOW]
        padded = np.zeros(WINDOW, np.int32)
        mask = np.zeros(WINDOW, np.float32)
        padded[: len(chunk)] = chunk
        mask[: len(chunk)] = 1.0
        yield padded, mask, len(chunk)


def corpus_perplexity(params, documents):
    total, count = 0.0, 0
    for doc in documents:
        for win, mask, n in windows(doc):
            total += float(window_nll(params, win[None, :], mask[None, :]))
            count += n - 1
    return math.exp(total / count)
