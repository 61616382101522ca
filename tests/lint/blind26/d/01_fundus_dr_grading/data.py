import numpy as np


def synth_fundus(n, size=32, seed=0):
    rng = np.random.default_rng(seed)
    imgs = rng.normal(0.5, 0.2, size=(n, size, size, 3)).astype(np.float32)
    grades = rng.integers(0, 5, size=(n,))
    # brighten lesions for higher DR grades
    for i in range(n):
        k = grades[i]
        ys = rng.integers(0, size, size=k * 3)
        xs = rng.integers(0, size, size=k * 3)
        imgs[i, ys, xs, 0] += 0.8
    return imgs, grades.astype(np.int32)


class FundusLoader:
    def __init__(self, imgs, labels, batch_size, seed=0):
        self.imgs = imgs
        self.labels = labels
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.imgs))
        for start in range(0, len(idx), self.batch_size):
            sel = idx[start:start + self.batch_size]
            yield self.imgs[sel], self.labels[sel]
