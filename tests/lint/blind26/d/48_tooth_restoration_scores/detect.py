import numpy as np


def detect_teeth(pano, rng):
    # stand-in for a detector: returns a crop per tooth found
    n = int(rng.integers(24, 29))
    return [pano[:, i * 4:i * 4 + 16].copy() for i in range(n)]
