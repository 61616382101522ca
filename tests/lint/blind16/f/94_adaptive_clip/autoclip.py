import numpy as np


class AutoClip:
    """Clip gradients at a percentile of the gradient norms seen so far."""

    def __init__(self, percentile=10.0, initial=1.0):
        self.percentile = percentile
        self.history = []
        self.initial = initial

    def threshold(self):
        if not self.history:
            return self.initial
        return float(np.percentile(self.history, self.percentile))

    def record(self, grad_norm):
        self.history.append(float(grad_norm))
