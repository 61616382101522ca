import numpy as np


def shot_features(n, seed=0):
    rng = np.random.default_rng(seed)
    dist = rng.uniform(5, 35, n)
    angle = rng.uniform(0.05, 1.2, n)
    header = (rng.random(n) < 0.2).astype(float)
    x = np.stack([dist / 35.0, angle, header], -1).astype(np.float32)
    p = 1 / (1 + np.exp(3.0 * dist / 35.0 - 2.0 * angle + 0.5))
    y = (rng.random(n) < p).astype(np.float32)
    return x, y


def minibatches(x, y, batch_size):
    for s in range(0, len(x), batch_size):
        yield x[s:s + batch_size], y[s:s + batch_size]
