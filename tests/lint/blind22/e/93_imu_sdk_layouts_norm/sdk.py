import numpy as np

T = 128


def read_band(rng):
    # band SDK: samples x axes
    return rng.standard_normal((T, 3)).astype(np.float32)


def read_patch(rng):
    # patch SDK: axes x samples (planar buffers)
    return rng.standard_normal((3, T)).astype(np.float32)


def stream(n, seed=0):
    rng = np.random.default_rng(seed)
    for i in range(n):
        yield read_band(rng) if i % 2 == 0 else read_patch(rng)
