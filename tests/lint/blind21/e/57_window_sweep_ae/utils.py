import numpy as np


def make_windows(series, window, stride):
    n = (len(series) - window) // stride + 1
    idx = np.arange(window)[None, :] + stride * np.arange(n)[:, None]
    return series[idx].astype(np.float32)


def synthetic_kpi(rng, n=400):
    t = np.arange(n)
    return np.sin(2 * np.pi * t / 48) + 0.3 * np.sin(2 * np.pi * t / 7) + 0.1 * rng.normal(size=n)
