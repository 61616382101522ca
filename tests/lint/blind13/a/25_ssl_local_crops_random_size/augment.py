import numpy as np


class MultiCropAugment:
    """Two global views at full resolution plus local crops of random scale."""

    def __init__(self, local_scale=(0.3, 0.6), n_local=2, seed=0):
        self.local_scale = local_scale
        self.n_local = n_local
        self.rng = np.random.default_rng(seed)

    def _crop(self, images, side):
        b, h, w, _ = images.shape
        y = self.rng.integers(0, h - side + 1)
        x = self.rng.integers(0, w - side + 1)
        return images[:, y:y + side, x:x + side]

    def __call__(self, images):
        h = images.shape[1]
        flip = images[:, :, ::-1]
        global_views = [images, flip]
        # one scale per batch so the crops stack
        scale = self.rng.uniform(*self.local_scale)
        side = max(2, int(round(h * np.sqrt(scale))))
        local_views = np.stack([self._crop(images, side) for _ in range(self.n_local)])
        return np.stack(global_views), local_views
