import math

import jax
import jax.numpy as jnp

from lm import lm_logits


class PerplexityEvaluator:
    def __init__(self, batches, pad_id=0):
        self.batches = batches
        self.pad_id = pad_id

    def __call__(self, params):
        pad_id = self.pad_id

        @jax.jit
        def summed_nll(params, tokens):
            logp = jax.nn.log_softmax(lm_logits(params, tokens[:, :-1]))
            tgt = tokens[:, 1:]
            nll = -jnp.take_along_axis(logp, tgt[..., None], axis=-1)[..., 0]
            mask = tgt != pad_id
            return (nll * mask).sum(), mask.sum()

        total, count = 0.0, 0
        for tokens in self.batches:
            s, n = summed_nll(params, tokens)
            total += float(s)
            count += int(n)
        return math.exp(total / count)
