import numpy as np


def batches(features, targets, size, rng=None, jitter=0.0):
    for s in range(0, len(features) - size + 1, size):
        xb = features[s:s + size]
        if rng is not None and jitter > 0:
            xb = xb + rng.normal(0, jitter, xb.shape).astype(np.float32)
        yield xb, targets[s:s + size]
