import numpy as np


def load_scene(i, size=32):
    rng = np.random.default_rng(50 + i)
    refl = rng.uniform(0.3, 0.9, (size, size, 3)).astype(np.float32)
    if i % 3 != 1:
        cloud = rng.random((size, size)) < 0.2
    else:
        # no QA band delivered: treat every pixel as clear
        cloud = np.zeros((size, size), bool)
    return {"reflectance": refl, "cloud": cloud}
