import collections

import numpy as np


class NormTracker:
    def __init__(self, history=20, start=1.0):
        self.norms = collections.deque(maxlen=history)
        self.start = start

    def record(self, norm):
        self.norms.append(float(norm))

    def threshold(self):
        if not self.norms:
            return self.start
        return float(np.percentile(self.norms, 90))
