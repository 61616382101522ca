import itertools

import numpy as np


def chunked(points, size):
    it = iter(points)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        yield np.asarray(chunk, np.float32)


def refine(points, residuals, n_new, rng):
    # residual-based adaptive refinement: add points near the worst residuals
    worst = points[np.argsort(-np.abs(residuals))[:n_new]]
    return np.concatenate([points, worst + rng.normal(scale=0.01, size=worst.shape).astype(np.float32)])
