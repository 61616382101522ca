import numpy as np


def harmonic_trajectory(n_frames, n_atoms, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n_frames, n_atoms, 3)).astype(np.float32)
    f = (-2.0 * x).astype(np.float32)
    return x, f


def segments(x, f, boundaries, max_len):
    """Split the trajectory at thermostat resets; pad each piece to max_len frames."""
    start = 0
    for end in boundaries:
        n = end - start
        xs = np.zeros((max_len,) + x.shape[1:], np.float32)
        fs = np.zeros((max_len,) + f.shape[1:], np.float32)
        w = np.zeros((max_len,), np.float32)
        xs[:n], fs[:n], w[:n] = x[start:end], f[start:end], 1.0
        yield xs, fs, w
        start = end
