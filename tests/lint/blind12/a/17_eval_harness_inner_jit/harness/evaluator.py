import math

import jax
import jax.numpy as jnp


class PerplexityEvaluator:
    def __init__(self, apply_fn, pad_id=0):
        self.apply_fn = apply_fn
        self.pad_id = pad_id

    def score_batch(self, params, tokens):
        pad_id = self.pad_id

        @jax.jit
        def token_nll(params, tokens):
            logits = self.apply_fn(params, tokens[:, :-1])
            logp = jax.nn.log_softmax(logits, axis=-1)
            target = tokens[:, 1:]
            nll = -jnp.take_along_axis(logp, target[..., None], axis=-1)[..., 0]
            mask = (target != pad_id).astype(nll.dtype)
            return (nll * mask).sum(), mask.sum()

        return token_nll(params, tokens)

    def evaluate(self, params, batches):
        total_nll, total_tokens = 0.0, 0.0
        for tokens in batches:
            nll, count = self.score_batch(params, tokens)
            total_nll += float(nll)
            total_tokens += float(count)
        return math.exp(total_nll / total_tokens)
