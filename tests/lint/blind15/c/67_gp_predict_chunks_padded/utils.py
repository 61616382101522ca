import numpy as np


def padded_chunks(points, chunk_size):
    """Yield equal-sized chunks; the last one is padded by repeating the final point."""
    n = len(points)
    n_pad = (-n) % chunk_size
    padded = np.concatenate([points, np.repeat(points[-1:], n_pad, axis=0)])
    for start in range(0, len(padded), chunk_size):
        yield padded[start:start + chunk_size]


def trim(values, n):
    return values[:n]
