import numpy as np


def read_pcm(path, rng, n=4800):
    """Returns samples in the container's native integer type plus full-scale value."""
    if path.endswith("_16.wav"):
        return rng.integers(-20000, 20000, (2, n), dtype=np.int16), 32768.0
    if path.endswith("_24.wav"):
        return rng.integers(-5_000_000, 5_000_000, (2, n), dtype=np.int32), 8388608.0
    return rng.integers(-100, 100, (2, n), dtype=np.int8), 128.0
