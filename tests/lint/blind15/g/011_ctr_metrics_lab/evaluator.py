from functools import partial

import jax

from metrics import precision_at_k, recall_at_k

CUTOFFS = (5, 20)


class Evaluator:
    def __init__(self, scores_fn):
        self.scores_fn = scores_fn
        self.metric_fns = {}
        for k in CUTOFFS:
            self.metric_fns[f"P@{k}"] = jax.jit(partial(precision_at_k, k=k))
            self.metric_fns[f"R@{k}"] = jax.jit(partial(recall_at_k, k=k))

    def run(self, params, feats, labels):
        scores = self.scores_fn(params, feats)
        return {name: float(fn(scores, labels)) for name, fn in self.metric_fns.items()}
