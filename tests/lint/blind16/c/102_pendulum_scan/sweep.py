import numpy as np


def amplitude_blocks(start, stop, block_width, spacing):
    for lo in np.arange(start, stop, block_width):
        yield np.arange(lo, lo + block_width, spacing).astype(np.float32)
