import numpy as np


class CropSampler:
    def __init__(self, field, crop_sizes=(16, 24, 32), batch=8, seed=0):
        self.field = field
        self.crop_sizes = crop_sizes
        self.batch = batch
        self.rng = np.random.default_rng(seed)

    def sample(self):
        size = int(self.rng.choice(self.crop_sizes))
        ny, nx = self.field.shape[1:]
        out = []
        for _ in range(self.batch):
            t = self.rng.integers(len(self.field))
            i = self.rng.integers(0, ny - size)
            j = self.rng.integers(0, nx - size)
            out.append(self.field[t, i:i + size, j:j + size])
        return np.stack(out)[:, None]
