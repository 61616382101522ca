import numpy as np


class DynamicLossScale:
    def __init__(self, initial=2.0 ** 15, period=4, factor=2.0):
        self.scale = np.float32(initial)
        self.period = period
        self.factor = np.float32(factor)
        self.good_steps = 0

    def update(self, grads_finite):
        if not grads_finite:
            self.scale = np.maximum(self.scale / self.factor, np.float32(1.0))
            self.good_steps = 0
            return
        self.good_steps += 1
        if self.good_steps >= self.period:
            self.scale = self.scale * self.factor
            self.good_steps = 0


def all_finite(tree):
    return all(bool(np.isfinite(np.asarray(x)).all()) for x in tree)
