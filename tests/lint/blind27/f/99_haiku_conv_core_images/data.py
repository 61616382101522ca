import numpy as np


class CoreTrayImages:
    """Core tray photos cropped into 24x24 strips, ten per tray."""

    def __init__(self, n_trays=9, strips_per_tray=10, seed=280):
        rng = np.random.default_rng(seed)
        self.imgs = rng.random((n_trays * strips_per_tray, 24, 24, 3)).astype(np.float32)
        self.labels = (self.imgs[..., 0].mean(axis=(1, 2)) > 0.5).astype(np.int32)

    def batches(self, bs):
        n = len(self.imgs) - len(self.imgs) % bs
        for i in range(0, n, bs):
            yield self.imgs[i:i + bs], self.labels[i:i + bs]
