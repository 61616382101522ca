import numpy as np

TARGET_HEIGHT = 48


def resize_nearest(img, h, w):
    rows = (np.arange(h) * img.shape[0] / h).astype(int)
    cols = (np.arange(w) * img.shape[1] / w).astype(int)
    return img[rows][:, cols]


def thumbnail(page):
    """Scale a page to TARGET_HEIGHT rows, keeping its aspect ratio."""
    h, w = page.shape
    new_w = max(8, round(w * TARGET_HEIGHT / h))
    return resize_nearest(page, TARGET_HEIGHT, new_w)
