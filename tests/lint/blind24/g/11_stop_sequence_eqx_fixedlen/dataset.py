import numpy as np

MAX_STOPS = 48


def route_dwell_samples(n, seed=0):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        n_stops = int(rng.integers(8, MAX_STOPS))
        boardings = rng.poisson(4, n_stops).astype(np.float32)
        dwell = 8.0 + 2.5 * boardings + rng.normal(0, 1, n_stops)
        out.append((boardings, dwell.astype(np.float32)))
    return out


def to_batch(samples):
    b = np.zeros((len(samples), MAX_STOPS), np.float32)
    d = np.zeros((len(samples), MAX_STOPS), np.float32)
    m = np.zeros((len(samples), MAX_STOPS), np.float32)
    for i, (bo, dw) in enumerate(samples):
        k = len(bo)
        b[i, :k], d[i, :k], m[i, :k] = bo, dw, 1.0
    return b, d, m
