import numpy as np


def resize_short_side(image, short=16):
    """Nearest-neighbour resize keeping aspect ratio (Detectron-style ResizeShortestEdge)."""
    h, w = image.shape[:2]
    scale = short / min(h, w)
    nh, nw = int(round(h * scale)), int(round(w * scale))
    iy = np.minimum((np.arange(nh) / scale).astype(int), h - 1)
    ix = np.minimum((np.arange(nw) / scale).astype(int), w - 1)
    return image[iy][:, ix]
