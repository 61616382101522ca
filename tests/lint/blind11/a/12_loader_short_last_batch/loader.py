import numpy as np


class ImageLoader:
    def __init__(self, images, labels, batch_size, shuffle=True, seed=0):
        self.images, self.labels = images, labels
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return -(-len(self.images) // self.batch_size)

    def __iter__(self):
        order = self.rng.permutation(len(self.images)) if self.shuffle else np.arange(len(self.images))
        for start in range(0, len(order), self.batch_size):
            idx = order[start:start + self.batch_size]
            yield self.images[idx], self.labels[idx]
