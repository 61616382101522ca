import numpy as np


class EarlyStopping:
    def __init__(self, patience=3):
        self.best = 0.0
        self.patience = patience
        self.bad_epochs = 0

    def update(self, ious):
        score = np.mean(ious)
        if score > self.best:
            self.best = score
            self.bad_epochs = 0
        else:
            self.bad_epochs += 1
        return self.bad_epochs >= self.patience
