import numpy as np

SCALES = (24, 32, 40)


class MultiScaleSampler:
    """Picks one of a fixed set of training resolutions per batch (multi-scale training)."""

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def __call__(self, images):
        size = int(self.rng.choice(SCALES))
        n, h, w = images.shape
        ys = (np.arange(size) * h // size)
        xs = (np.arange(size) * w // size)
        return images[:, ys][:, :, xs]
