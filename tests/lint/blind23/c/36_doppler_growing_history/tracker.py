import numpy as np


class PilotTracker:
    def __init__(self):
        self._history = []

    def push(self, h_est):
        self._history.append(h_est)

    @property
    def history(self):
        return np.asarray(self._history, dtype=np.complex64)
