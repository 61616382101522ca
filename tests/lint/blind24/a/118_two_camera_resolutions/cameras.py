import numpy as np

RESOLUTION = {"overhead": (24, 32), "side": (32, 24)}


def capture(rng, camera, n=6):
    h, w = RESOLUTION[camera]
    return rng.uniform(0, 1, (n, h, w)).astype(np.float32)
