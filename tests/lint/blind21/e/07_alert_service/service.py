import jax
import numpy as np

from rules import error_rate_rule


class AlertService:
    def __init__(self, limit=0.05):
        self.limit = limit
        self.fired = []

    def evaluate(self, counts):
        check = jax.jit(lambda c: error_rate_rule(c, self.limit))
        firing, rate = check(counts)
        firing = np.asarray(firing)
        self.fired.extend(np.nonzero(firing)[0].tolist())
        return rate
