import numpy as np


class LabelFrequency:
    def __init__(self, n_classes):
        self.counts = np.ones(n_classes)

    def update(self, labels):
        self.counts += np.bincount(labels, minlength=len(self.counts))

    def inverse_weights(self):
        w = self.counts.sum() / (len(self.counts) * self.counts)
        return tuple(np.round(w, 3).tolist())
