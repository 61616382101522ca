import numpy as np


class ImageLoader:
    def __init__(self, images, labels, batch_size, shuffle=True, drop_last=True, seed=0):
        self.images, self.labels = images, labels
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        n = len(self.images)
        return n // self.batch_size if self.drop_last else -(-n // self.batch_size)

    def __iter__(self):
        order = self.rng.permutation(len(self.images)) if self.shuffle else np.arange(len(self.images))
        for b in range(len(self)):
            idx = order[b * self.batch_size:(b + 1) * self.batch_size]
            yield self.images[idx], self.labels[idx]
