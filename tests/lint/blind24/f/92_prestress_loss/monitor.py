import numpy as np

from metrics import batch_loss


class ValidationMonitor:
    def __init__(self, x_val, y_val, batch):
        self.x_val, self.y_val, self.batch = x_val, y_val, batch
        self.best = np.inf
        self.best_epoch = -1

    def validation_loss(self, params):
        losses = [float(batch_loss(params, self.x_val[i:i + self.batch], self.y_val[i:i + self.batch]))
                  for i in range(0, len(self.x_val), self.batch)]
        return float(np.mean(losses))

    def update(self, epoch, params):
        v = self.validation_loss(params)
        if v < self.best:
            self.best, self.best_epoch = v, epoch
        return v
