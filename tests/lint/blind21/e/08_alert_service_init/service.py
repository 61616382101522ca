import jax
import numpy as np

from rules import error_rate_rule


class AlertService:
    def __init__(self, limit=0.05):
        self.limit = limit
        self.fired = []
        self._check = jax.jit(lambda c: error_rate_rule(c, self.limit))

    def evaluate(self, counts):
        firing, rate = self._check(counts)
        firing = np.asarray(firing)
        self.fired.extend(np.nonzero(firing)[0].tolist())
        return rate
