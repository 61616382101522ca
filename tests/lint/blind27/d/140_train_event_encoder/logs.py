import numpy as np


def event_logs(n, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.normal(size=(int(rng.integers(5, 60)), 3)).astype(np.float32) for _ in range(n)]


def pad_batch(logs):
    lengths = np.array([len(l) for l in logs])
    target = int(np.ceil(np.percentile(lengths, 90) / 8) * 8)
    out = np.zeros((len(logs), target, 3), np.float32)
    mask = np.zeros((len(logs), target), np.float32)
    for i, l in enumerate(logs):
        k = min(len(l), target)
        out[i, :k] = l[:k]
        mask[i, :k] = 1
    return out, mask
