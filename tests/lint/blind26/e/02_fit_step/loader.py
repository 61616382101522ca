import numpy as np


def load_gps_epochs(n_epochs_10hz=410, seed=1):
    rng = np.random.default_rng(seed)
    vel = np.abs(rng.normal(3.0, 1.5, size=(n_epochs_10hz, 50))).astype(np.float32)
    acc = np.diff(vel, axis=1, prepend=vel[:, :1])
    load = (np.sqrt((acc ** 2).sum(axis=1)) * 0.1).astype(np.float32)
    return np.stack([vel, acc], axis=-1), load


def batches(x, y, batch_size):
    n = len(x)
    for start in range(0, n, batch_size):
        xb, yb = x[start:start + batch_size], y[start:start + batch_size]
        m = len(xb)
        mask = np.ones(batch_size, np.float32)
        if m < batch_size:
            pad = batch_size - m
            xb = np.concatenate([xb, np.zeros((pad,) + xb.shape[1:], xb.dtype)])
            yb = np.concatenate([yb, np.zeros(pad, yb.dtype)])
            mask[m:] = 0.0
        yield xb, yb, mask
