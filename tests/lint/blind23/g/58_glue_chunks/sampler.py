import numpy as np


def latin_hypercube(n, bounds, seed=0):
    rng = np.random.default_rng(seed)
    d = len(bounds)
    u = (rng.permuted(np.tile(np.arange(n), (d, 1)), axis=1).T + rng.random((n, d))) / n
    lo = np.array([b[0] for b in bounds])
    hi = np.array([b[1] for b in bounds])
    return (lo + u * (hi - lo)).astype(np.float32)


def chunks(samples, size):
    for i in range(0, len(samples), size):
        yield samples[i:i + size]
