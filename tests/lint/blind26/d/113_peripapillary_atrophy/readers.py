import numpy as np


def read_image(path, rng):
    if path.endswith("_ir.png"):
        img = rng.uniform(size=(48, 48, 1)).astype(np.float32)
    else:
        img = rng.uniform(size=(48, 48, 3)).astype(np.float32)
    if img.shape[-1] == 1:
        img = np.repeat(img, 3, axis=-1)
    return img


STUDY = ["p1_color.png", "p1_ir.png", "p2_color.png", "p2_ir.png", "p3_color.png"]
