import numpy as np


class MixupCollator:
    """Applies mixup to a fraction of batches, as in timm's Mixup with prob < 1."""

    def __init__(self, num_classes, alpha=0.4, prob=0.5, seed=0):
        self.num_classes = num_classes
        self.alpha = alpha
        self.prob = prob
        self.rng = np.random.default_rng(seed)

    def __call__(self, images, labels):
        if self.rng.random() >= self.prob:
            return images, labels
        lam = self.rng.beta(self.alpha, self.alpha)
        perm = self.rng.permutation(len(images))
        onehot = np.eye(self.num_classes, dtype=np.float32)[labels]
        images = lam * images + (1 - lam) * images[perm]
        targets = lam * onehot + (1 - lam) * onehot[perm]
        return images.astype(np.float32), targets
