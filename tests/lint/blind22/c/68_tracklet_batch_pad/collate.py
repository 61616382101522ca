import numpy as np


def pad_to_longest(tracklets):
    longest = max(len(t) for t in tracklets)
    out = np.zeros((len(tracklets), longest, 2), np.float32)
    mask = np.zeros((len(tracklets), longest), np.float32)
    for i, t in enumerate(tracklets):
        out[i, : len(t)] = t
        mask[i, : len(t)] = 1.0
    return out, mask


def tracklet_batches(n_batches, batch=4, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        lengths = rng.integers(5, 50, batch)
        yield [np.cumsum(rng.normal(size=(L, 2)), 0) for L in lengths]
