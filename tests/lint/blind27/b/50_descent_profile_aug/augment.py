import numpy as np


def random_crop(track, rng, min_len=24, max_len=48):
    length = int(rng.integers(min_len, max_len + 1))
    start = int(rng.integers(0, len(track) - length + 1))
    return track[start:start + length]


def batch_crops(tracks, rng):
    crops = [random_crop(t, rng) for t in tracks]
    n = min(len(c) for c in crops)
    return np.stack([c[:n] for c in crops])
