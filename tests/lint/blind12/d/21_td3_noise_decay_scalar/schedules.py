import numpy as np


class ExponentialNoiseDecay:
    def __init__(self, start, end, steps):
        self.value = start
        self.end = end
        self.rate = np.exp(np.log(end / start) / steps)

    def step(self):
        self.value = max(self.end, self.value * self.rate)
        return self.value
