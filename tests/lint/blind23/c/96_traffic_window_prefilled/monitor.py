from collections import deque
import numpy as np


class CellLoadMonitor:
    def __init__(self, window=12, initial=0.5):
        # start from the planning estimate so the window is always full
        self.samples = deque([initial] * window, maxlen=window)

    def add(self, prb_util):
        self.samples.append(prb_util)

    def window(self):
        return np.asarray(self.samples, dtype=np.float32)
