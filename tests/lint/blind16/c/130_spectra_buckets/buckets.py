import numpy as np

BUCKETS = (64, 128)


def pad_to_bucket(freqs, power):
    n = len(freqs)
    size = next(b for b in BUCKETS if b >= n)
    f = np.full(size, freqs[-1], np.float32)
    p = np.ones(size, np.float32)
    f[:n], p[:n] = freqs, power
    return f, p, np.arange(size) < n
