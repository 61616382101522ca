import numpy as np


class BedsideStream:
    def __init__(self, rng, n_signals=4):
        self.rng = rng
        self.n_signals = n_signals
        self.hours = []

    def next_hour(self):
        reading = self.rng.normal(size=self.n_signals).astype(np.float32)
        self.hours.append(reading)
        return np.stack(self.hours)
