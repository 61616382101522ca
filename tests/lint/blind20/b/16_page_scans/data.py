import numpy as np

from augment import maybe_augment

PAGE_H, PAGE_W = 48, 36


def scan_batches(seed, n_batches, batch=2, train=True):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        pages = rng.integers(0, 256, size=(batch, PAGE_H, PAGE_W, 1), dtype=np.uint8)
        if train:
            pages = np.stack([maybe_augment(p, rng) for p in pages])
        is_text = (pages.mean(axis=(1, 2, 3)) > 127).astype(np.float32)
        yield pages, is_text
