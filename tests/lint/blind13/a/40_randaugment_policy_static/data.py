import numpy as np

from policy import RandAugmentPolicy


class AugmentedLoader:
    def __init__(self, images, labels, batch_size, magnitude_range=(3, 9), seed=0):
        self.images, self.labels = images, labels
        self.batch_size = batch_size
        self.magnitude_range = magnitude_range
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        for i in range(0, len(self.images) - self.batch_size + 1, self.batch_size):
            # a fresh policy per batch so the magnitude is resampled
            policy = RandAugmentPolicy(num_ops=2, magnitude=int(self.rng.integers(*self.magnitude_range)))
            yield self.images[i:i + self.batch_size], self.labels[i:i + self.batch_size], policy
