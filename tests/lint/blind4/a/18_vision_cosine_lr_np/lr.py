import numpy as np


class CosineLR:
    def __init__(self, base_lr, total_epochs, warm_epochs=1):
        self.base_lr = base_lr
        self.total = total_epochs
        self.warm = warm_epochs

    def __call__(self, epoch):
        if epoch < self.warm:
            return self.base_lr
        progress = (epoch - self.warm) / max(1, self.total - self.warm)
        return 0.5 * self.base_lr * (1 + np.cos(np.pi * progress))
