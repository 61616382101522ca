import numpy as np


def healthy_channels(block, flat_tol=1e-6, clip_level=4.9):
    """Drop flat-lined or clipping accelerometer channels."""
    ok = []
    for ch in range(block.shape[1]):
        x = block[:, ch]
        if np.std(x) < flat_tol or np.mean(np.abs(x) > clip_level) > 0.01:
            continue
        ok.append(ch)
    return tuple(ok)
