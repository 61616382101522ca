import numpy as np

BUCKETS = (64, 128, 256)


def bucket_size(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(f"window of {n} rows exceeds largest bucket")


def switchback_windows(seed=0):
    """Orders observed in each switchback window; window volume varies by hour."""
    rng = np.random.default_rng(seed)
    for w in range(8):
        n = int(rng.integers(30, 250))
        treated = w % 2
        y = rng.normal(20.0 + 0.8 * treated, 4.0, n).astype(np.float32)
        yield w, treated, y


def pad_to_bucket(y):
    size = bucket_size(len(y))
    out = np.zeros(size, np.float32)
    mask = np.zeros(size, np.float32)
    out[: len(y)] = y
    mask[: len(y)] = 1.0
    return out, mask
