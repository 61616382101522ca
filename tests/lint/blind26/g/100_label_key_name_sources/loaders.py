import numpy as np


def xenocanto_batches(rng, n=3):
    for _ in range(n):
        yield {"x": rng.normal(size=(32, 50)).astype(np.float32),
               "label": rng.integers(0, 5, 32).astype(np.int32)}


def field_batches(rng, n=3):
    # our own field recordings were exported by the annotation tool with plural keys
    for _ in range(n):
        yield {"x": rng.normal(size=(32, 50)).astype(np.float32),
               "labels": rng.integers(0, 5, 32).astype(np.int32)}


def interleave(seed):
    rng = np.random.default_rng(seed)
    for a, b in zip(xenocanto_batches(rng), field_batches(rng)):
        yield a
        yield b
