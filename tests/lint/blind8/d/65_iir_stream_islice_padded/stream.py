import itertools

import numpy as np

BLOCK = 256


def sample_stream(n_samples, seed):
    rng = np.random.default_rng(seed)
    t = np.arange(n_samples) / 1000.0
    drift = 2.0 * np.sin(2 * np.pi * 0.5 * t)  # baseline wander to be removed
    tone = np.sin(2 * np.pi * 120 * t)
    for v in drift + tone + 0.05 * rng.standard_normal(n_samples):
        yield np.float32(v)


def blocks(samples):
    """Fixed-size blocks; the final one is zero-padded. Yields (block, n_valid)."""
    it = iter(samples)
    while True:
        block = np.fromiter(itertools.islice(it, BLOCK), dtype=np.float32)
        if block.size == 0:
            return
        n_valid = block.size
        if n_valid < BLOCK:
            block = np.pad(block, (0, BLOCK - n_valid))
        yield block, n_valid
