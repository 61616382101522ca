import numpy as np


class EpochedRecording:
    def __init__(self, data, sfreq):
        self.data = data
        self.sfreq = sfreq
        self.good = np.ones(len(data), dtype=bool)

    @property
    def weights(self):
        return self.good.astype(np.float32)

    def mark_bad(self, scores, n_drop):
        masked = np.where(self.good, scores, -np.inf)
        worst = np.argsort(masked)[-n_drop:]
        self.good[worst] = False
