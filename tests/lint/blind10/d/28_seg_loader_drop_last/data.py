import numpy as np


class SegmentationLoader:
    def __init__(self, images, masks, batch_size, shuffle=True, drop_last=False, seed=0):
        self.images, self.masks = images, masks
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        n = len(self.images)
        return n // self.batch_size if self.drop_last else -(-n // self.batch_size)

    def __iter__(self):
        order = self.rng.permutation(len(self.images)) if self.shuffle else np.arange(len(self.images))
        stop = len(self) * self.batch_size
        for start in range(0, min(stop, len(order)), self.batch_size):
            idx = order[start:start + self.batch_size]
            yield self.images[idx], self.masks[idx]
