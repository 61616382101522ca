import numpy as np


class RandomCropLoader:
    """Galaxy Zoo style stamps with random-scale crops around the centre."""

    def __init__(self, images, labels, batch_size, crop_sizes=(40, 48, 56), seed=0):
        self.images, self.labels = images, labels
        self.batch_size = batch_size
        self.crop_sizes = crop_sizes
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.images))
        full = self.images.shape[1]
        for s in range(0, len(idx) - self.batch_size + 1, self.batch_size):
            b = idx[s:s + self.batch_size]
            c = int(self.rng.choice(self.crop_sizes))
            o = (full - c) // 2
            x = self.images[b, o:o + c, o:o + c]
            if self.rng.random() < 0.5:
                x = x[:, ::-1]
            yield np.ascontiguousarray(x), self.labels[b]
