import math

import jax
import numpy as np

from model import token_nll


class PerplexityCallback:
    def __init__(self, eval_batches, every=2):
        self.eval_batches = eval_batches
        self.every = every

    def _batch_nll(self, params, tokens):
        nll_sum = jax.jit(lambda p, t: token_nll(p, t).sum())
        return float(nll_sum(params, tokens))

    def __call__(self, step, params):
        if step % self.every:
            return None
        total, count = 0.0, 0
        for tokens in self.eval_batches:
            total += self._batch_nll(params, tokens)
            count += tokens.shape[0] * (tokens.shape[1] - 1)
        ppl = math.exp(total / count)
        print(f"step {step} ppl {ppl:.2f}")
        return ppl


def make_eval_batches(n, vocab, seed=1):
    rng = np.random.default_rng(seed)
    return [rng.integers(0, vocab, size=(4, 12)).astype(np.int32) for _ in range(n)]
