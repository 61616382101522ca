import numpy as np

TARGET_GSD = 10.0

# (product, native ground sampling distance in metres)
PRODUCTS = [("spot6", 6.0), ("planetscope", 3.0), ("landsat9", 30.0), ("sentinel2", 10.0), ("spot7", 6.0)]


def read_chip(i, pixels=60):
    rng = np.random.default_rng(i)
    return rng.uniform(0, 0.5, (3, pixels, pixels)).astype(np.float32)


def output_shape(chip, gsd):
    scale = gsd / TARGET_GSD
    return (chip.shape[0], int(round(chip.shape[1] * scale)), int(round(chip.shape[2] * scale)))
