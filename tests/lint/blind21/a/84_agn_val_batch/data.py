import numpy as np


def make_split(n, seed):
    """WISE-like colours (W1-W2, W2-W3) and an AGN label."""
    rng = np.random.default_rng(seed)
    y = rng.integers(0, 2, n).astype(np.float32)
    x = rng.normal(size=(n, 2)) * 0.3 + y[:, None] * np.array([0.8, 1.5])
    return x.astype(np.float32), y


def train_batches(x, y, batch_size):
    for i in range(0, len(y) - batch_size + 1, batch_size):
        yield x[i:i + batch_size], y[i:i + batch_size]


def validation_batch(x, y):
    return [x, y]
