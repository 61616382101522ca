import numpy as np


def harmonic_trajectory(n_frames, n_atoms, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n_frames, n_atoms, 3)).astype(np.float32)
    f = (-2.0 * x).astype(np.float32)
    return x, f


def segments(x, f, boundaries):
    """Split the trajectory at thermostat resets."""
    start = 0
    for end in boundaries:
        yield x[start:end], f[start:end]
        start = end
