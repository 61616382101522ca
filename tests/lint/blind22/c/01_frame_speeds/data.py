import numpy as np


def tracking_frames(n_frames, seed=0):
    rng = np.random.default_rng(seed)
    counts = [22, 21, 20, 22, 19, 21]
    for i in range(n_frames):
        n = counts[i % len(counts)]
        pos = rng.normal(size=(n, 2)).astype(np.float32) * 30.0
        prev = pos + rng.normal(size=(n, 2)).astype(np.float32) * 0.3
        yield pos, prev
