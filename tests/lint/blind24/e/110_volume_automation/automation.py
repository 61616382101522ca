import numpy as np


def read_volume_lane(n_blocks):
    # breakpoints drawn by the mixer, one value per block
    return np.interp(np.arange(n_blocks), [0, 3, 5, 7], [0.2, 1.0, 1.0, 0.5]).astype(np.float32)
