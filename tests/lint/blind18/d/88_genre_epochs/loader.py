import numpy as np


class ClipDataset:
    def __init__(self, rng, n=22, length=2048, n_classes=4):
        self.labels = rng.integers(0, n_classes, n).astype(np.int32)
        t = np.arange(length)
        self.audio = np.stack([np.sin(0.01 * (l + 1) * t) for l in self.labels]).astype(np.float32)
        self.audio += 0.2 * rng.standard_normal(self.audio.shape).astype(np.float32)

    def __len__(self):
        return len(self.labels)


def iterate(ds, batch_size, rng):
    order = rng.permutation(len(ds))
    for s in range(0, len(ds), batch_size):
        idx = order[s:s + batch_size]
        yield ds.audio[idx], ds.labels[idx]
