import numpy as np


def make_bscans(n, h=32, w=24, n_layers=4, seed=1):
    rng = np.random.default_rng(seed)
    scans = rng.normal(0, 0.1, size=(n, h, w)).astype(np.float32)
    masks = np.zeros((n, h, w), dtype=np.int32)
    for i in range(n):
        bounds = np.sort(rng.integers(2, h - 2, size=n_layers - 1))
        for j, b in enumerate(bounds):
            masks[i, b:] = j + 1
            scans[i, b:] += 0.3 * (j + 1)
    return scans, masks


def batches(scans, masks, batch_size):
    n = len(scans)
    for start in range(0, n, batch_size):
        x = scans[start:start + batch_size]
        y = masks[start:start + batch_size]
        valid = np.ones(len(x), dtype=np.float32)
        if len(x) < batch_size:
            extra = batch_size - len(x)
            x = np.concatenate([x, np.zeros((extra,) + x.shape[1:], x.dtype)])
            y = np.concatenate([y, np.zeros((extra,) + y.shape[1:], y.dtype)])
            valid = np.concatenate([valid, np.zeros(extra, np.float32)])
        yield x, y, valid
