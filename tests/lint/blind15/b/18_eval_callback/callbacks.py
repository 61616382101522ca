import math

import jax
import optax


class PerplexityCallback:
    def __init__(self, apply_fn, eval_batches, every=2):
        self.apply_fn = apply_fn
        self.eval_batches = eval_batches
        self.every = every
        self.history = []

    def _nll(self, params, tokens):
        logits = self.apply_fn(params, tokens[:, :-1])
        return optax.softmax_cross_entropy_with_integer_labels(logits, tokens[:, 1:]).mean()

    def __call__(self, step, params):
        if step % self.every:
            return
        nll = jax.jit(lambda p, t: self._nll(p, t))
        losses = [float(nll(params, b)) for b in self.eval_batches]
        self.history.append((step, math.exp(sum(losses) / len(losses))))
