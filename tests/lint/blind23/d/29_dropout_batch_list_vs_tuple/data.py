import numpy as np


def synth_engagement(n=300, d=10, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = (x[:, :3].sum(1) + rng.normal(size=n) > 0.5).astype(np.float32)
    return x, y


def train_batches(x, y, bs):
    for i in range(0, len(x) - bs + 1, bs):
        yield x[i:i + bs], y[i:i + bs]


def holdout(x, y, bs):
    idx = np.arange(len(x) - bs, len(x))
    return [x[idx], y[idx]]
