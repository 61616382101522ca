import numpy as np


class ExperimentLog:
    def __init__(self):
        self.arm = np.zeros(0, dtype=np.int32)
        self.converted = np.zeros(0, dtype=np.float32)

    def ingest(self, arm, converted):
        self.arm = np.concatenate([self.arm, arm.astype(np.int32)])
        self.converted = np.concatenate([self.converted, converted.astype(np.float32)])

    def snapshot(self):
        return self.arm, self.converted
