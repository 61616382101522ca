import math

import jax
import jax.numpy as jnp

from lm import lm_logits

PAD_ID = 0


def summed_nll(params, tokens):
    logp = jax.nn.log_softmax(lm_logits(params, tokens[:, :-1]))
    tgt = tokens[:, 1:]
    nll = -jnp.take_along_axis(logp, tgt[..., None], axis=-1)[..., 0]
    mask = tgt != PAD_ID
    return (nll * mask).sum(), mask.sum()


class PerplexityEvaluator:
    def __init__(self, batches):
        self.batches = batches

    def __call__(self, params):
        nll_fn = jax.jit(summed_nll)
        total, count = 0.0, 0
        for tokens in self.batches:
            s, n = nll_fn(params, tokens)
            total += float(s)
            count += int(n)
        return math.exp(total / count)
