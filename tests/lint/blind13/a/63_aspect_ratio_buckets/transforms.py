import numpy as np

# (h, w) canvases; every image goes to the bucket with the closest aspect ratio
BUCKETS = ((16, 16), (16, 24), (24, 16))


def resize_to_bucket(image):
    """Nearest-neighbour resize to the closest aspect-ratio bucket."""
    h, w = image.shape[:2]
    ratio = w / h
    nh, nw = min(BUCKETS, key=lambda b: abs(np.log((b[1] / b[0]) / ratio)))
    iy = np.minimum((np.arange(nh) * h / nh).astype(int), h - 1)
    ix = np.minimum((np.arange(nw) * w / nw).astype(int), w - 1)
    return image[iy][:, ix]
