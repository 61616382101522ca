import itertools
import numpy as np


def badge_events(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        feats = rng.normal(size=5).astype(np.float32)
        yield feats, np.float32(feats[0] * 0.5 + feats[2] > 0.4)


def chunked(events, size):
    it = iter(events)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        x = np.stack([c[0] for c in chunk])
        y = np.array([c[1] for c in chunk])
        yield x, y
