import numpy as np


def read_capture(i, rng):
    bands = rng.uniform(0, 1, size=(4, 32, 32))
    if i % 2 == 0:
        return (bands * 255).astype(np.uint8)
    return (bands * 255).astype(np.float32)
