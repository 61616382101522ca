from .metrics import make_mrr_fn


class SessionEvaluator:
    def __init__(self, k=20):
        self.k = k
        self.mrr_at_k = make_mrr_fn(k)

    def __call__(self, scores, targets):
        return float(self.mrr_at_k(scores, targets))
