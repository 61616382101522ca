import numpy as np

BUCKETS = (256, 512, 1024)


def zadoff_chu(root, n):
    k = np.arange(n)
    return np.exp(-1j * np.pi * root * k * (k + 1) / n).astype(np.complex64)


def bucket_len(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(n)


def read_bursts(n_bursts, preamble, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_bursts):
        length = int(rng.integers(150, 1000))
        off = int(rng.integers(0, length - preamble.size))
        x = 0.3 * (rng.standard_normal(length) + 1j * rng.standard_normal(length))
        x[off:off + preamble.size] += preamble * np.exp(1j * rng.uniform(0, 2 * np.pi))
        padded = np.zeros(bucket_len(length), np.complex64)
        padded[:length] = x
        yield padded, length, off
