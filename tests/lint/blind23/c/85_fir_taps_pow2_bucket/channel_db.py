import numpy as np

MAX_CH = 16


def measured_channels(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        length = int(rng.integers(2, 12))
        h = rng.standard_normal(length) * np.exp(-np.arange(length) / 3)
        h[0] = 1.0
        padded = np.zeros(MAX_CH, np.float32)
        padded[:length] = h
        yield padded, length


def taps_for(channel_len):
    n = 4
    while n < 2 * channel_len:
        n *= 2
    return n
