import numpy as np


def padded_batches(a, b, y, batch_size):
    n = len(a)
    for i in range(0, n, batch_size):
        sl = slice(i, min(i + batch_size, n))
        k = sl.stop - sl.start
        pa = np.zeros(batch_size, np.int32)
        pb = np.zeros(batch_size, np.int32)
        py = np.zeros(batch_size, np.float32)
        m = np.zeros(batch_size, bool)
        pa[:k], pb[:k], py[:k], m[:k] = a[sl], b[sl], y[sl], True
        yield pa, pb, py, m
