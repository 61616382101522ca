import numpy as np


def amplitude_blocks(start, stop, block_width, spacing):
    per_block = int(round(block_width / spacing))
    n_blocks = int(round((stop - start) / block_width))
    for b in range(n_blocks):
        lo = start + b * block_width
        yield np.linspace(lo, lo + block_width, per_block, endpoint=False).astype(np.float32)
