import numpy as np


class ReadingHistory:
    def __init__(self, n_sensors):
        self.data = np.zeros((0, n_sensors), dtype=np.float32)

    def append(self, reading):
        self.data = np.concatenate([self.data, reading[None, :]], axis=0)

    @property
    def recent(self):
        return self.data[-50:]
