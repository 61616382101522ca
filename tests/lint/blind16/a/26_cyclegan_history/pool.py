import random

import numpy as np


class ImagePool:
    """History of generated images used to update the discriminator (Shrivastava et al.)."""

    def __init__(self, pool_size, image_shape, seed=0):
        self.pool_size = pool_size
        self.buffer = np.zeros((pool_size,) + tuple(image_shape), np.float32)
        self.count = 0
        self.rng = random.Random(seed)

    def query(self, image):
        image = np.asarray(image)
        if self.count < self.pool_size:
            self.buffer[self.count] = image
            self.count += 1
        elif self.rng.random() < 0.5:
            self.buffer[self.rng.randrange(self.pool_size)] = image
        valid = (np.arange(self.pool_size) < self.count).astype(np.float32)
        return self.buffer.copy(), valid
