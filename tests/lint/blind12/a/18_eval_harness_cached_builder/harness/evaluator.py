import functools
import math

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def build_token_nll(apply_fn, pad_id):
    @jax.jit
    def token_nll(params, tokens):
        logits = apply_fn(params, tokens[:, :-1])
        logp = jax.nn.log_softmax(logits, axis=-1)
        target = tokens[:, 1:]
        nll = -jnp.take_along_axis(logp, target[..., None], axis=-1)[..., 0]
        mask = (target != pad_id).astype(nll.dtype)
        return (nll * mask).sum(), mask.sum()

    return token_nll


class PerplexityEvaluator:
    def __init__(self, apply_fn, pad_id=0):
        self.apply_fn = apply_fn
        self.pad_id = pad_id

    def score_batch(self, params, tokens):
        return build_token_nll(self.apply_fn, self.pad_id)(params, tokens)

    def evaluate(self, params, batches):
        total_nll, total_tokens = 0.0, 0.0
        for tokens in batches:
            nll, count = self.score_batch(params, tokens)
            total_nll += float(nll)
            total_tokens += float(count)
        return math.exp(total_nll / total_tokens)
