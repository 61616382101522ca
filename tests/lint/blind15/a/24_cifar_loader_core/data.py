import numpy as np


def synthetic_cifar(n, seed=0):
    rng = np.random.default_rng(seed)
    images = rng.normal(size=(n, 16, 16, 3)).astype(np.float32)
    labels = rng.integers(0, 10, size=(n,)).astype(np.int32)
    return images, labels


def iterate_batches(images, labels, batch_size, shuffle=True, seed=0):
    n = images.shape[0]
    order = np.arange(n)
    if shuffle:
        np.random.default_rng(seed).shuffle(order)
    for start in range(0, n, batch_size):
        idx = order[start:start + batch_size]
        yield {"image": images[idx], "label": labels[idx]}
