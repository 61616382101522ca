import math


class EarlyStopping:
    def __init__(self, patience=2, min_delta=1e-3):
        self.patience = patience
        self.min_delta = min_delta
        self.best = math.inf
        self.best_epoch = -1
        self.bad_epochs = 0

    def update(self, epoch, value):
        if value < self.best - self.min_delta:
            self.best, self.best_epoch, self.bad_epochs = value, epoch, 0
            return False
        self.bad_epochs += 1
        return self.bad_epochs > self.patience
