import numpy as np


class MixUp:
    def __init__(self, alpha=0.4, start_epoch=2, seed=0):
        self.alpha = alpha
        self.start_epoch = start_epoch
        self.rng = np.random.default_rng(seed)

    def sample(self, epoch, batch_size):
        perm = self.rng.permutation(batch_size)
        if epoch < self.start_epoch:
            return 1.0, perm
        return np.float32(self.rng.beta(self.alpha, self.alpha)), perm
