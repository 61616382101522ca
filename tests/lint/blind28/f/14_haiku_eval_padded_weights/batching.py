import numpy as np


def padded_batches(x, y, batch):
    n = len(x)
    for i in range(0, n, batch):
        xb, yb = x[i : i + batch], y[i : i + batch]
        w = np.ones(batch, np.float32)
        short = batch - len(xb)
        if short:
            xb = np.concatenate([xb, np.zeros((short,) + xb.shape[1:], xb.dtype)])
            yb = np.concatenate([yb, np.zeros(short, yb.dtype)])
            w[batch - short :] = 0.0
        yield xb, yb, w
