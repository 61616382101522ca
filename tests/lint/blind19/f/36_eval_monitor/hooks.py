import equinox as eqx

from model import mse


class ValidationHook:
    def __init__(self, feats, scores, every=2):
        self.feats = feats
        self.scores = scores
        self.every = every
        self.log = []
        self._evaluate = eqx.filter_jit(mse)

    def __call__(self, step, model):
        if step % self.every:
            return
        self.log.append((step, float(self._evaluate(model, self.feats, self.scores))))
