import numpy as np


def make_dataset(n=70, size=16, num_classes=10, seed=0):
    rng = np.random.default_rng(seed)
    images = rng.uniform(0, 1, size=(n, size, size, 3)).astype(np.float32)
    labels = rng.integers(0, num_classes, size=(n,)).astype(np.int32)
    return images, labels


def iterate_batches(images, labels, batch_size, shuffle=True, seed=0):
    """Yields fixed-size batches; the tail is padded and masked out."""
    n = len(images)
    idx = np.arange(n)
    if shuffle:
        np.random.default_rng(seed).shuffle(idx)
    for start in range(0, n, batch_size):
        sel = idx[start:start + batch_size]
        valid = len(sel)
        pad = batch_size - valid
        xb = np.concatenate([images[sel], np.zeros((pad,) + images.shape[1:], images.dtype)])
        yb = np.concatenate([labels[sel], np.zeros((pad,), labels.dtype)])
        mask = (np.arange(batch_size) < valid).astype(np.float32)
        yield xb, yb, mask
