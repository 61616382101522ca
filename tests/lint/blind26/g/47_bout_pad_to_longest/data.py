import numpy as np


def make_bouts(n=96, seed=0):
    """Behaviour bouts from collar accelerometry: (length, 4) feature sequences."""
    rng = np.random.default_rng(seed)
    bouts, labels = [], []
    for _ in range(n):
        L = int(rng.integers(10, 60))
        bouts.append(rng.normal(size=(L, 4)).astype(np.float32))
        labels.append(int(rng.integers(0, 3)))
    return bouts, np.array(labels, np.int32)


def collate(bouts):
    longest = max(len(b) for b in bouts)
    x = np.zeros((len(bouts), longest, 4), np.float32)
    mask = np.zeros((len(bouts), longest), np.float32)
    for i, b in enumerate(bouts):
        x[i, :len(b)] = b
        mask[i, :len(b)] = 1.0
    return x, mask


def batches(bouts, labels, batch_size=16):
    for i in range(0, len(bouts), batch_size):
        x, mask = collate(bouts[i:i + batch_size])
        yield x, mask, labels[i:i + batch_size]
