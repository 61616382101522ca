from typing import NamedTuple

import numpy as np


class CoreBatch(NamedTuple):
    image: np.ndarray
    rqd: np.ndarray


class CorePhotoDataset:
    def __init__(self, n=192, seed=140):
        rng = np.random.default_rng(seed)
        self.img = rng.random((n, 16, 16)).astype(np.float32)
        self.rqd = self.img.mean(axis=(1, 2)).astype(np.float32)

    def batches(self, bs, augment):
        for i in range(0, len(self.img), bs):
            img, rqd = self.img[i:i + bs], self.rqd[i:i + bs]
            if augment and (i // bs) % 2 == 1:
                yield img[:, :, ::-1].copy(), rqd
            else:
                yield CoreBatch(img, rqd)
