import numpy as np


class EpsilonSchedule:
    def __init__(self, start=1.0, end=0.05, decay=0.7):
        self.value = start
        self.end = end
        self.decay = decay

    def step(self):
        self.value = np.clip(self.value * self.decay, self.end, 1.0)
        return self.value
