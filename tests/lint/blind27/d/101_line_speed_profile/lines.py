import numpy as np

LINES = {
    "Coast": [120, 160, 100],
    "Valley": [80, 100, 100, 120],
    "Mountain": [60, 70, 60, 80, 70],
    "Airport": [100, 140, 120],
}


def segment_profiles(limits, rng, pts=16):
    return [np.full(pts, v, np.float32) * rng.uniform(0.85, 1.0, pts).astype(np.float32) for v in limits]
