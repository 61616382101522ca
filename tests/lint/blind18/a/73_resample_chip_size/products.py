import numpy as np

CHIP_SHAPE = (3, 64, 64)

# (product, native ground sampling distance in metres)
PRODUCTS = [("spot6", 6.0), ("planetscope", 3.0), ("landsat9", 30.0), ("sentinel2", 10.0), ("spot7", 6.0)]


def read_chip(i, pixels=60):
    rng = np.random.default_rng(i)
    return rng.uniform(0, 0.5, (3, pixels, pixels)).astype(np.float32)


def output_shape(chip, gsd):
    """Model input chips are always resampled to the network's input size."""
    return CHIP_SHAPE
