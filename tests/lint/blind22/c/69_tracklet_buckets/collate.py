import numpy as np

BUCKETS = (32, 64)


def pad_to_bucket(tracklets):
    longest = max(len(t) for t in tracklets)
    size = next(b for b in BUCKETS if b >= longest)
    out = np.zeros((len(tracklets), size, 2), np.float32)
    mask = np.zeros((len(tracklets), size), np.float32)
    for i, t in enumerate(tracklets):
        out[i, : len(t)] = t
        mask[i, : len(t)] = 1.0
    return out, mask


def tracklet_batches(n_batches, batch=4, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        lengths = rng.integers(5, 50, batch)
        yield [np.cumsum(rng.normal(size=(L, 2)), 0) for L in lengths]
