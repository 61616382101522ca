import functools

import jax
import numpy as np

from metrics import recall_at_k


class RecallCallback:
    def __init__(self, queries, docs, gold, k=5, every=1):
        self.queries = queries
        self.docs = docs
        self.gold = gold
        self.k = k
        self.every = every
        self.history = []
        self._metric = jax.jit(functools.partial(recall_at_k, k=k))

    def __call__(self, epoch, encode):
        if epoch % self.every:
            return
        q = encode(self.queries)
        d = encode(self.docs)
        self.history.append(float(self._metric(q, d, self.gold)))
