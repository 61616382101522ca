import random


class ImagePool:
    """History of generated images used to update the discriminator (Shrivastava et al.)."""

    def __init__(self, pool_size=6, seed=0):
        self.pool_size = pool_size
        self.images = []
        self.rng = random.Random(seed)

    def query(self, image):
        if len(self.images) < self.pool_size:
            self.images.append(image)
            return list(self.images)
        if self.rng.random() < 0.5:
            idx = self.rng.randrange(self.pool_size)
            self.images[idx] = image
        return list(self.images)
