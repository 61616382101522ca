import numpy as np

MAX_T = 48


def from_recording(rng):
    n = int(rng.integers(20, MAX_T))
    clip = np.zeros((MAX_T, 63), np.float32)
    clip[:n] = rng.normal(size=(n, 63))
    return clip, n


def from_masked_archive(rng):
    mask = rng.random(MAX_T) < 0.7
    clip = rng.normal(size=(MAX_T, 63)).astype(np.float32)
    clip = np.concatenate([clip[mask], np.zeros(((~mask).sum(), 63), np.float32)])
    return clip, mask.sum()
