import numpy as np


def target_strength_table(n, seed=0):
    # fish length (cm), tilt angle (deg), frequency (kHz) -> target strength (dB)
    rng = np.random.default_rng(seed)
    L = rng.uniform(5, 60, n)
    tilt = rng.normal(0, 12, n)
    f = rng.choice([38.0, 70.0, 120.0, 200.0], n)
    ts = 20 * np.log10(L) - 68 - 0.02 * tilt ** 2 + 0.5 * np.log10(f) + rng.normal(0, 0.8, n)
    x = np.stack([np.log10(L), tilt / 10, np.log10(f)], 1).astype(np.float32)
    return x, ts.astype(np.float32)


def shuffled_batches(x, y, batch_size, rng):
    idx = rng.permutation(len(x))
    for s in range(0, len(x), batch_size):
        b = idx[s:s + batch_size]
        yield x[b], y[b]
