import numpy as np

CROP = 32


class WeaveCrops:
    def __init__(self, photos, per_photo=4, seed=0):
        self.photos, self.per_photo = photos, per_photo
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        for photo in self.photos:
            h, w = photo.shape
            for _ in range(self.per_photo):
                y = self.rng.integers(0, h - CROP + 1)
                x = self.rng.integers(0, w - CROP + 1)
                yield photo[y:y + CROP, x:x + CROP]
