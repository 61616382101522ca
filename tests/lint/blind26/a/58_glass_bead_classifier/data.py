import numpy as np


def padded_batches(x, y, batch):
    n = len(x)
    for s in range(0, n, batch):
        xb, yb = x[s:s + batch], y[s:s + batch]
        k = len(xb)
        w = np.ones(batch, np.float32)
        if k < batch:
            xb = np.concatenate([xb, np.zeros((batch - k,) + xb.shape[1:], xb.dtype)])
            yb = np.concatenate([yb, np.zeros(batch - k, yb.dtype)])
            w[k:] = 0.0
        yield xb, yb, w
