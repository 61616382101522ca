import numpy as np


class MixupLoader:
    def __init__(self, x, y, num_classes, batch_size=16, mixup_prob=0.5, alpha=0.4, seed=0):
        self.x, self.y = x, y
        self.num_classes = num_classes
        self.batch_size = batch_size
        self.mixup_prob = mixup_prob
        self.alpha = alpha
        self.rng = np.random.default_rng(seed)

    def _mix(self, xb, soft, lam):
        perm = self.rng.permutation(len(xb))
        return lam * xb + (1 - lam) * xb[perm], lam * soft + (1 - lam) * soft[perm]

    def __iter__(self):
        order = self.rng.permutation(len(self.x))
        for i in range(0, len(order) - self.batch_size + 1, self.batch_size):
            idx = order[i:i + self.batch_size]
            xb = self.x[idx]
            soft = np.eye(self.num_classes, dtype=np.float32)[self.y[idx]]
            lam = self.rng.beta(self.alpha, self.alpha) if self.rng.random() < self.mixup_prob else 1.0
            xb, soft = self._mix(xb, soft, lam)
            yield xb.astype(np.float32), soft.astype(np.float32)
