import numpy as np


class ExperimentLog:
    def __init__(self, capacity):
        self.arm = np.zeros(capacity, dtype=np.int32)
        self.converted = np.zeros(capacity, dtype=np.float32)
        self.valid = np.zeros(capacity, dtype=np.float32)
        self.n = 0

    def ingest(self, arm, converted):
        m = len(arm)
        self.arm[self.n:self.n + m] = arm
        self.converted[self.n:self.n + m] = converted
        self.valid[self.n:self.n + m] = 1.0
        self.n += m

    def snapshot(self):
        return self.arm, self.converted, self.valid
