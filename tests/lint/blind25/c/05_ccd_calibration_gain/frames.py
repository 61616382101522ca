import numpy as np


def read_night(n_frames=6, shape=(64, 64), seed=5):
    """Stand-in for reading raw frames and their FITS headers from one night."""
    rng = np.random.default_rng(seed)
    gains = [2, 2, 1.85, 2, 1.85, 2]
    exptimes = [30.0, 30.0, 60.0, 60.0, 120.0, 30.0]
    frames = []
    for i in range(n_frames):
        header = {"OBJECT": "NGC 6819", "GAIN": gains[i], "EXPTIME": exptimes[i],
                  "RDNOISE": 4.5}
        data = rng.poisson(200.0, shape).astype(np.float32) + 1000.0
        frames.append((header, data))
    return frames


def master_bias(shape=(64, 64)):
    return np.full(shape, 1000.0, np.float32)


def master_flat(shape=(64, 64), seed=9):
    rng = np.random.default_rng(seed)
    return (1.0 + 0.02 * rng.standard_normal(shape)).astype(np.float32)
