import numpy as np

from alarm import alarm_threshold


class PortalMonitor:
    def __init__(self, max_history=40, n_sigma=4.0):
        self.history = []
        self.max_history = max_history
        self.n_sigma = n_sigma

    def process(self, counts):
        if self.history:
            thr = float(alarm_threshold(np.asarray(self.history, np.float32), self.n_sigma))
        else:
            thr = np.inf
        alarm = counts > thr
        if not alarm:
            self.history = (self.history + [counts])[-self.max_history:]
        return alarm, thr
