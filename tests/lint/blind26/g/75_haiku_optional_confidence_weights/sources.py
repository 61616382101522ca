import numpy as np


def expert_batches(rng, n=3, bs=32):
    for _ in range(n):
        yield rng.normal(size=(bs, 30)).astype(np.float32), rng.integers(0, 2, bs).astype(np.int32), None


def citizen_batches(rng, n=3, bs=32):
    # citizen-science labels come with an annotator confidence per clip
    for _ in range(n):
        conf = rng.uniform(0.3, 1.0, bs).astype(np.float32)
        yield rng.normal(size=(bs, 30)).astype(np.float32), rng.integers(0, 2, bs).astype(np.int32), conf


def mixed(seed=0):
    rng = np.random.default_rng(seed)
    for a, b in zip(expert_batches(rng), citizen_batches(rng)):
        yield a
        yield b
