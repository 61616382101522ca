import numpy as np

BATCH = 64


def padded_batches(x, y, seed):
    rng = np.random.default_rng(seed)
    idx = rng.permutation(len(x))
    for s in range(0, len(x), BATCH):
        sel = idx[s:s + BATCH]
        xb = np.zeros((BATCH, x.shape[1]), np.float32)
        yb = np.zeros((BATCH,), np.float32)
        xb[:len(sel)], yb[:len(sel)] = x[sel], y[sel]
        yield {"x": xb, "y": yb, "n_valid": len(sel)}
