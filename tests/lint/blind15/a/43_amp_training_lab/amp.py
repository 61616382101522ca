import numpy as np


class DynamicLossScale:
    def __init__(self, initial=2 ** 15, period=4, factor=2):
        self.scale = initial
        self.period = period
        self.factor = factor
        self.good_steps = 0

    def update(self, grads_finite):
        if not grads_finite:
            self.scale = max(self.scale / self.factor, 1)
            self.good_steps = 0
            return
        self.good_steps += 1
        if self.good_steps >= self.period:
            self.scale = self.scale * self.factor
            self.good_steps = 0


def all_finite(tree):
    return all(bool(np.isfinite(np.asarray(x)).all()) for x in tree)
