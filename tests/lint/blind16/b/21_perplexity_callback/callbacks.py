import math

from metrics import token_nll


class PerplexityCallback:
    def __init__(self, eval_batches, every=3):
        self.eval_batches = eval_batches
        self.every = every
        self.history = []

    def on_step_end(self, step, params):
        if step % self.every:
            return
        total, count = 0.0, 0.0
        for ids, mask in self.eval_batches:
            nll, n = token_nll(params, ids=ids, mask=mask)
            total += float(nll)
            count += float(n)
        self.history.append((step, math.exp(total / count)))
