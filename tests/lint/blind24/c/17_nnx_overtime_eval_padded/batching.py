import numpy as np


def padded_chunks(x, y, size):
    n = len(x)
    for i in range(0, n, size):
        xb, yb = x[i:i + size], y[i:i + size]
        k = len(xb)
        mask = np.ones(size, np.float32)
        if k < size:
            xb = np.concatenate([xb, np.zeros((size - k,) + xb.shape[1:], xb.dtype)])
            yb = np.concatenate([yb, np.zeros(size - k, yb.dtype)])
            mask[k:] = 0.0
        yield xb, yb, mask
