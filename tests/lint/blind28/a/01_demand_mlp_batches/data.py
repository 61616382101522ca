import numpy as np


def make_bookings(n=1000, seed=0):
    rng = np.random.default_rng(seed)
    lead_time = rng.integers(0, 365, n).astype(np.float32)
    weekday = rng.integers(0, 7, n).astype(np.float32)
    events = rng.binomial(1, 0.1, n).astype(np.float32)
    occ = 0.5 + 0.3 * np.sin(weekday / 7 * 2 * np.pi) + 0.2 * events - lead_time / 2000
    x = np.stack([lead_time / 365, weekday / 6, events], axis=1)
    return x, occ.astype(np.float32)[:, None]


def iterate(x, y, batch_size, rng):
    idx = rng.permutation(len(x))
    for start in range(0, len(x), batch_size):
        sel = idx[start:start + batch_size]
        yield x[sel], y[sel]
