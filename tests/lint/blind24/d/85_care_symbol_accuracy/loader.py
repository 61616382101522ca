import numpy as np


def padded_batches(x, y, batch_size):
    n = len(y)
    for s in range(0, n, batch_size):
        xb, yb = x[s:s + batch_size], y[s:s + batch_size]
        n_real = len(yb)
        if n_real < batch_size:
            xb = np.pad(xb, ((0, batch_size - n_real), (0, 0)))
            yb = np.pad(yb, (0, batch_size - n_real))
        yield xb, yb, n_real
