import numpy as np


class PatchLoader:
    def __init__(self, image, patch, batch_size, drop_last=True, seed=0):
        h, w = image.shape[:2]
        self.patches = np.stack([image[r:r + patch, c:c + patch]
                                 for r in range(0, h - patch + 1, patch)
                                 for c in range(0, w - patch + 1, patch)])
        self.batch_size = batch_size
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        order = self.rng.permutation(len(self.patches))
        stop = len(order) - len(order) % self.batch_size if self.drop_last else len(order)
        for start in range(0, stop, self.batch_size):
            yield self.patches[order[start:start + self.batch_size]]
