import numpy as np


class EpochedRecording:
    def __init__(self, data, sfreq):
        self.data = data
        self.sfreq = sfreq
        self.good = np.ones(len(data), dtype=bool)

    @property
    def clean(self):
        return self.data[self.good]

    def mark_bad(self, scores, n_drop):
        candidates = np.where(self.good)[0]
        worst = candidates[np.argsort(scores)[-n_drop:]]
        self.good[worst] = False
