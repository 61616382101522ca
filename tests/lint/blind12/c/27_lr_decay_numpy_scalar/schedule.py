import numpy as np


class PlateauDecay:
    def __init__(self, base_lr, factor=0.5, patience=1, rel_tol=0.05):
        self.lr = base_lr
        self.factor = factor
        self.patience = patience
        self.rel_tol = rel_tol
        self.best = np.inf
        self.bad_epochs = 0

    def step(self, val_loss):
        if val_loss < self.best * (1 - self.rel_tol):
            self.best, self.bad_epochs = val_loss, 0
        else:
            self.bad_epochs += 1
        if self.bad_epochs > self.patience:
            self.lr = self.lr * np.float32(self.factor)
            self.bad_epochs = 0
        return self.lr
