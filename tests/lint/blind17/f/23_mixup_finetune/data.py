import numpy as np


def load_synthetic(n, size, num_classes, seed=0):
    rng = np.random.default_rng(seed)
    images = rng.integers(0, 256, size=(n, size, size, 3), dtype=np.uint8)
    labels = rng.integers(0, num_classes, size=n)
    return images, labels


def one_hot(labels, num_classes):
    return np.eye(num_classes, dtype=np.float32)[labels]


class MixupLoader:
    def __init__(self, images, labels, num_classes, batch_size, p=0.5, alpha=0.4, seed=0):
        self.images, self.labels = images, labels
        self.num_classes = num_classes
        self.batch_size = batch_size
        self.p, self.alpha = p, alpha
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        order = self.rng.permutation(len(self.images))
        for i in range(0, len(order) - self.batch_size + 1, self.batch_size):
            idx = order[i:i + self.batch_size]
            x, y = self.images[idx], one_hot(self.labels[idx], self.num_classes)
            if self.rng.random() < self.p:
                lam = self.rng.beta(self.alpha, self.alpha)
                perm = self.rng.permutation(len(idx))
                x = lam * (x / 255.0) + (1 - lam) * (x[perm] / 255.0)
                y = lam * y + (1 - lam) * y[perm]
                x = x.astype(np.float32)
            yield x, y
