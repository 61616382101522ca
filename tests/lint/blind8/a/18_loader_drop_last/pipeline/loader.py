import numpy as np


class ArrayLoader:
    def __init__(self, images, labels, batch_size, shuffle=True, drop_last=True, seed=0):
        self.images = images
        self.labels = labels
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.drop_last = drop_last
        self._rng = np.random.default_rng(seed)

    def __len__(self):
        if self.drop_last:
            return len(self.images) // self.batch_size
        return -(-len(self.images) // self.batch_size)

    def __iter__(self):
        order = np.arange(len(self.images))
        if self.shuffle:
            self._rng.shuffle(order)
        stop = len(self) * self.batch_size
        for start in range(0, stop, self.batch_size):
            idx = order[start:start + self.batch_size]
            yield self.images[idx], self.labels[idx]
