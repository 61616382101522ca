import numpy as np


def make_orders(n=230, seed=0):
    rng = np.random.default_rng(seed)
    # bust, waist, hip deltas vs. size chart, customer height, fabric stretch
    x = rng.normal(size=(n, 5)).astype(np.float32)
    returned = (x[:, 0] ** 2 + x[:, 1] ** 2 - 0.5 * x[:, 4] + rng.normal(size=n) > 1.5).astype(np.float32)
    return x, returned


def batches(x, y, batch_size):
    n = len(y)
    for start in range(0, n, batch_size):
        xb = x[start:start + batch_size]
        yb = y[start:start + batch_size]
        k = len(yb)
        mask = np.zeros(batch_size, np.float32)
        mask[:k] = 1.0
        if k < batch_size:
            xb = np.concatenate([xb, np.zeros((batch_size - k, x.shape[1]), np.float32)])
            yb = np.concatenate([yb, np.zeros(batch_size - k, np.float32)])
        yield xb, yb, mask
