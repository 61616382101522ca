import numpy as np


def initial_centroid(stamp, refine):
    """Peak pixel; optionally refined with a flux-weighted first moment."""
    yx = np.array(np.unravel_index(np.argmax(stamp), stamp.shape))
    if not refine:
        return yx
    w = np.clip(stamp, 0, None)
    yy, xx = np.mgrid[: stamp.shape[0], : stamp.shape[1]]
    return np.array([np.sum(w * yy) / w.sum(), np.sum(w * xx) / w.sum()], np.float32)
