from functools import partial

import jax

from metrics import precision_at_k, recall_at_k

CUTOFFS = (5, 20)


class Evaluator:
    def __init__(self, scores_fn):
        self.scores_fn = scores_fn

    def run(self, params, feats, labels):
        scores = self.scores_fn(params, feats)
        out = {}
        for k in CUTOFFS:
            out[f"P@{k}"] = float(jax.jit(partial(precision_at_k, k=k))(scores, labels))
            out[f"R@{k}"] = float(jax.jit(partial(recall_at_k, k=k))(scores, labels))
        return out
