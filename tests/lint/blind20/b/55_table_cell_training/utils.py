import numpy as np


class StepDecay:
    def __init__(self, base_lr, factor=0.5, every=2):
        self.lr = base_lr
        self.factor = np.float32(factor)
        self.every = every

    def __call__(self, epoch):
        if epoch > 0 and epoch % self.every == 0:
            self.lr = self.lr * self.factor
        return self.lr
