import numpy as np

from augment import augment_batch

MODES = ["flip", "rot90", "contrast", "none"]


class PetroglyphPipeline:
    def __init__(self, images, batch, seed=0):
        self.images, self.batch = images, batch
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        for s in range(0, len(self.images), self.batch):
            mode = MODES[self.rng.integers(len(MODES))]
            yield augment_batch(self.images[s:s + self.batch], mode=mode)
