import numpy as np

BEAT_LEN = 40


def synthetic_beats(n, seed=0):
    rng = np.random.default_rng(seed)
    t = np.linspace(-1, 1, BEAT_LEN)
    labels = (rng.random(n) < 0.3).astype(np.int32)
    width = np.where(labels == 1, 0.25, 0.08)[:, None]
    beats = np.exp(-(t[None] / width) ** 2) + 0.1 * rng.normal(size=(n, BEAT_LEN))
    return beats.astype(np.float32), labels


def minibatches(x, y, batch_size, rng):
    perm = rng.permutation(len(x))
    for start in range(0, len(x), batch_size):
        idx = perm[start:start + batch_size]
        yield x[idx], y[idx]
