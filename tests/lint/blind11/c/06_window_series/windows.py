import numpy as np


def make_windows(series, width, stride):
    n = (len(series) - width) // stride + 1
    return np.stack([series[i * stride: i * stride + width] for i in range(n)])


def load_sensor_files(rng, n_files=5):
    # lengths differ per device depending on uptime
    return [rng.normal(size=(int(rng.integers(40, 90)),)).astype(np.float32) for _ in range(n_files)]
