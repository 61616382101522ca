import numpy as np

H, W = 24, 24


def synthetic_pages(rng, batch):
    while True:
        images = rng.random((batch, H, W, 1)).astype(np.float32)
        labels = rng.integers(0, 4, size=batch).astype(np.int32)
        yield images, labels


def scanned_pages(rng, batch):
    while True:
        images = rng.random((batch, H, W, 1)).astype(np.float32)
        labels = rng.integers(0, 4, size=batch).astype(np.int32)
        yield images, labels


def mixture(seed, batch=8, synthetic_ratio=0.5):
    rng = np.random.default_rng(seed)
    synth, scans = synthetic_pages(rng, batch), scanned_pages(rng, batch)
    while True:
        yield next(synth) if rng.random() < synthetic_ratio else next(scans)
