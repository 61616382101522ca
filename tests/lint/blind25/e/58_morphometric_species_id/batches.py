import numpy as np

def padded_batches(X, y, batch, rng):
    idx = rng.permutation(len(X))
    for s in range(0, len(X), batch):
        j = idx[s:s + batch]
        w = np.ones(batch, np.float32)
        if len(j) < batch:
            pad = batch - len(j)
            w[len(j):] = 0.0
            j = np.concatenate([j, np.zeros(pad, j.dtype)])
        yield X[j], y[j], w
