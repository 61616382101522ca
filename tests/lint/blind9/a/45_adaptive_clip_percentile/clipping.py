import collections

import numpy as np


class AdaptiveGradClipper:
    """Clip at a running percentile of recent gradient norms (AutoClip-style)."""

    def __init__(self, percentile=90, window=50, initial=1.0, warmup=2):
        self.percentile = percentile
        self.history = collections.deque(maxlen=window)
        self.initial = initial
        self.warmup = warmup

    def threshold(self):
        if len(self.history) < self.warmup:
            return self.initial
        return np.percentile(self.history, self.percentile)

    def record(self, grad_norm):
        self.history.append(float(grad_norm))
