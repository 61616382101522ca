import numpy as np


class ShadowDeployment:
    """Serves the production model and mirrors traffic to a candidate, reporting via hooks."""

    def __init__(self, prod_fn, candidate_fn, hooks=()):
        self.prod_fn = prod_fn
        self.candidate_fn = candidate_fn
        self.hooks = list(hooks)

    def handle(self, batch_id, features, labels):
        prod = self.prod_fn(features)
        cand = self.candidate_fn(features)
        for hook in self.hooks:
            hook(batch_id, prod, cand, labels)
        return np.asarray(prod)
