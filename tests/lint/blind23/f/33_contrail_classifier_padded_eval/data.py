import numpy as np


def atmospheric_samples(n, seed):
    # temperature [K], relative humidity over ice, pressure level [hPa], engine efficiency
    rng = np.random.default_rng(seed)
    T = rng.uniform(200, 240, n)
    rhi = rng.uniform(0.5, 1.3, n)
    p = rng.uniform(150, 350, n)
    eta = rng.uniform(0.25, 0.4, n)
    y = ((T < 228 + 10 * eta) & (rhi > 1.0)).astype(np.int32)
    x = np.stack([(T - 220) / 10, rhi - 1, (p - 250) / 50, (eta - 0.3) * 10], 1).astype(np.float32)
    return x, y


def train_batches(x, y, bs, rng):
    idx = rng.permutation(len(x))
    for i in range(len(x) // bs):
        sel = idx[i * bs:(i + 1) * bs]
        yield x[sel], y[sel]


def eval_batches(x, y, bs):
    for i in range(0, len(x), bs):
        xb, yb = x[i:i + bs], y[i:i + bs]
        n = len(xb)
        w = np.zeros(bs, np.float32)
        w[:n] = 1.0
        if n < bs:
            xb = np.concatenate([xb, np.zeros((bs - n, xb.shape[1]), xb.dtype)])
            yb = np.concatenate([yb, np.zeros(bs - n, yb.dtype)])
        yield xb, yb, w
