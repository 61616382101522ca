import numpy as np


class TemperatureSchedule:
    def __init__(self, start=2.0, end=0.1, decay=0.6):
        self.value = start
        self.end = end
        self.decay = decay

    def step(self):
        self.value = float(np.clip(self.value * self.decay, self.end, None))
        return self.value
