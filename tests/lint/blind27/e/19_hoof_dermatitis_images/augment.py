import numpy as np


def random_flip_brightness(img, rng):
    img = img[:, ::-1] if rng.uniform() < 0.5 else img
    return np.clip(img * rng.uniform(0.8, 1.2), 0, 255)


class HoofLesionLoader:
    """Thermal hoof images (uint8) with digital dermatitis labels."""

    def __init__(self, n=64, batch_size=16, augment_prob=0.5, seed=0):
        self.rng = np.random.default_rng(seed)
        self.images = self.rng.integers(0, 256, size=(n, 20, 20), dtype=np.uint8)
        self.labels = (self.images.mean(axis=(1, 2)) > 127).astype(np.int32)
        self.batch_size = batch_size
        self.augment_prob = augment_prob

    def __iter__(self):
        for s in range(0, len(self.images), self.batch_size):
            x = self.images[s:s + self.batch_size]
            if self.rng.uniform() < self.augment_prob:
                x = np.stack([random_flip_brightness(im, self.rng) for im in x])
            yield x, self.labels[s:s + self.batch_size]
