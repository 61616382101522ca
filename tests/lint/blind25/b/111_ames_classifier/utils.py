import numpy as np


def iterate_padded(x, y, batch_size):
    n = len(x)
    for s in range(0, n, batch_size):
        xb, yb = x[s:s + batch_size], y[s:s + batch_size]
        k = len(xb)
        if k < batch_size:
            xb = np.pad(xb, ((0, batch_size - k), (0, 0)))
            yb = np.pad(yb, (0, batch_size - k))
        yield xb, yb, k
