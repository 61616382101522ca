import numpy as np


def padded_batches(x, y, batch_size, rng):
    order = rng.permutation(len(x))
    for s in range(0, len(x), batch_size):
        sel = order[s:s + batch_size]
        n = len(sel)
        xb = np.zeros((batch_size,) + x.shape[1:], x.dtype)
        yb = np.zeros(batch_size, y.dtype)
        wb = np.zeros(batch_size, np.float32)
        xb[:n], yb[:n], wb[:n] = x[sel], y[sel], 1.0
        yield xb, yb, wb
