import numpy as np


def read_swath(rng, n_pixels=512):
    brightness_temp = rng.normal(300.0, 8.0, n_pixels).astype(np.float32)
    cloud = rng.random(n_pixels) < rng.uniform(0.2, 0.6)
    return brightness_temp, ~cloud
