import numpy as np


class MixupSampler:
    def __init__(self, alpha=0.2, prob=0.5, seed=0):
        self.alpha = alpha
        self.prob = prob
        self.rng = np.random.default_rng(seed)

    def sample(self, batch_size):
        perm = self.rng.permutation(batch_size)
        if self.rng.random() > self.prob:
            return 1.0, perm
        return float(self.rng.beta(self.alpha, self.alpha)), perm
