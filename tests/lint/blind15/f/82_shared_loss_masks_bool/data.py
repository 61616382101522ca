import numpy as np

SEQ = 12


def make_sequences(n, seed):
    rng = np.random.default_rng(seed)
    lengths = rng.integers(4, SEQ + 1, size=n)
    x = rng.normal(size=(n, SEQ, 3)).astype(np.float32)
    y = x.sum(axis=-1)
    return x, y, lengths


def train_batches(x, y, lengths, batch_size):
    for i in range(0, len(x), batch_size):
        sl = slice(i, i + batch_size)
        mask = np.arange(SEQ)[None, :] < lengths[sl, None]
        yield x[sl], y[sl], mask


def eval_batches(x, y, lengths, batch_size):
    for i in range(0, len(x), batch_size):
        sl = slice(i, i + batch_size)
        mask = np.arange(SEQ)[None, :] < lengths[sl, None]
        yield x[sl], y[sl], mask
