from collections import deque
import numpy as np


class CellLoadMonitor:
    def __init__(self, window=12):
        self.samples = deque(maxlen=window)

    def add(self, prb_util):
        self.samples.append(prb_util)

    def window(self):
        return np.asarray(self.samples, dtype=np.float32)
