import numpy as np


class WellnessStore:
    def __init__(self):
        self.days = []

    def add(self, hrv):
        self.days.append(hrv)

    def history(self):
        return np.asarray(self.days, dtype=np.float32)
