import numpy as np

WINDOW = 32


def random_window(track, rng):
    start = int(rng.integers(0, len(track) - WINDOW + 1))
    return track[start:start + WINDOW]


def batch_windows(tracks, rng):
    return np.stack([random_window(t, rng) for t in tracks])
