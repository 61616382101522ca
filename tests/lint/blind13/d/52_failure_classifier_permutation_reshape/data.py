import numpy as np

WINDOW = 40


def failure_windows(n, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(WINDOW)
    labels = (rng.random(n) < 0.3).astype(np.int32)
    drift = labels[:, None] * 0.02 * t[None]
    x = np.sin(t[None] / 3.0 + rng.uniform(0, 6, (n, 1))) + drift + 0.1 * rng.normal(size=(n, WINDOW))
    return x.astype(np.float32), labels


def minibatches(x, y, batch_size, rng):
    n_batches = len(x) // batch_size
    perm = rng.permutation(len(x))[:n_batches * batch_size].reshape(n_batches, batch_size)
    for idx in perm:
        yield x[idx], y[idx]
