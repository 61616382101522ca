import numpy as np


def gps_track(rng, n_fixes):
    steps = rng.normal(0, 25, (n_fixes, 2))
    return np.cumsum(steps, axis=0).astype(np.float32)


def windows(track, size=48, stride=48):
    for start in range(0, len(track), stride):
        yield track[start:start + size]
