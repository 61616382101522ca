import numpy as np


def sliding_windows(series, width, stride):
    idx = np.arange(width)[None, :] + stride * np.arange((len(series) - width) // stride + 1)[:, None]
    return series[idx]


def sensor_chunks(n_chunks, length, seed=0):
    rng = np.random.default_rng(seed)
    t = np.arange(length)
    for c in range(n_chunks):
        x = np.sin(2 * np.pi * (t + c * length) / 50) + 0.2 * rng.normal(size=length)
        spikes = rng.choice(length, size=3, replace=False)
        x[spikes] += rng.normal(4, 1, size=3)
        yield x.astype(np.float32)
