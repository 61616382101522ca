import numpy as np


def make_dataset(n=70, size=16, num_classes=10, seed=0):
    rng = np.random.default_rng(seed)
    images = rng.uniform(0, 1, size=(n, size, size, 3)).astype(np.float32)
    labels = rng.integers(0, num_classes, size=(n,)).astype(np.int32)
    return images, labels


def iterate_batches(images, labels, batch_size, shuffle=True, seed=0):
    n = len(images)
    idx = np.arange(n)
    if shuffle:
        np.random.default_rng(seed).shuffle(idx)
    for start in range(0, n, batch_size):
        sel = idx[start:start + batch_size]
        yield images[sel], labels[sel]
