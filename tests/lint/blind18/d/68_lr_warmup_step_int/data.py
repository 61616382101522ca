import numpy as np

FRAMES, BINS = 40, 24


def batches(rng, n):
    for _ in range(n):
        spec = np.abs(rng.standard_normal((FRAMES, BINS))).astype(np.float32)
        target = (rng.random(FRAMES - 1) > 0.85).astype(np.float32)
        yield spec, target
