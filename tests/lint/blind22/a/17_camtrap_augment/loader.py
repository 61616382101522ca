import numpy as np

from augment import random_flip_brightness


class TrapLoader:
    """Batches of 48x48 RGB crops from camera-trap detections (uint8, as decoded)."""

    def __init__(self, n_images, n_classes, batch_size, augment_every=2, seed=0):
        self.rng = np.random.default_rng(seed)
        self.images = self.rng.integers(0, 256, size=(n_images, 48, 48, 3), dtype=np.uint8)
        self.labels = self.rng.integers(0, n_classes, size=n_images).astype(np.int32)
        self.batch_size = batch_size
        self.augment_every = augment_every

    def __iter__(self):
        order = self.rng.permutation(len(self.images))
        for i, start in enumerate(range(0, len(order), self.batch_size)):
            idx = order[start : start + self.batch_size]
            images = self.images[idx]
            if i % self.augment_every == 1:
                images = random_flip_brightness(images, self.rng)
            yield images, self.labels[idx]
