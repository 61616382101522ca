import numpy as np


def heatwave_dataset(n, seed=0):
    """Daily SST anomaly windows (30 days) labelled as marine heatwave onset or not."""
    rng = np.random.default_rng(seed)
    x = rng.normal(0, 0.5, (n, 30)).cumsum(axis=1) * 0.2
    y = (x[:, -5:].mean(axis=1) > 0.6).astype(np.int32)
    return x.astype(np.float32), y


def batches(x, y, batch_size):
    n = len(x)
    for start in range(0, n, batch_size):
        xb = x[start:start + batch_size]
        yb = y[start:start + batch_size]
        w = np.ones(len(xb), np.float32)
        short = batch_size - len(xb)
        if short:
            xb = np.concatenate([xb, np.zeros((short,) + xb.shape[1:], xb.dtype)])
            yb = np.concatenate([yb, np.zeros(short, yb.dtype)])
            w = np.concatenate([w, np.zeros(short, np.float32)])
        yield xb, yb, w
