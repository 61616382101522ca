import numpy as np


def make_split(n, seed):
    rng = np.random.default_rng(seed)
    images = rng.normal(size=(n, 16, 16, 3)).astype(np.float32)
    heatmaps = (rng.uniform(size=(n, 4, 4)) > 0.8).astype(np.float32)
    return images, heatmaps


def train_batches(images, heatmaps, bs):
    for i in range(0, len(images), bs):
        yield images[i:i + bs], heatmaps[i:i + bs]


def val_batches(images, heatmaps, bs):
    for i in range(0, len(images), bs):
        yield images[i:i + bs], heatmaps[i:i + bs]
