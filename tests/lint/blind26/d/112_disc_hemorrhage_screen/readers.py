import numpy as np


def read_image(path, rng):
    if path.endswith("_ir.png"):
        # infrared SLO: single channel
        return rng.uniform(size=(48, 48, 1)).astype(np.float32)
    return rng.uniform(size=(48, 48, 3)).astype(np.float32)


STUDY = ["p1_color.png", "p1_ir.png", "p2_color.png", "p2_ir.png", "p3_color.png"]
