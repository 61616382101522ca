import numpy as np

TARGET_HEIGHT = 48
CANVAS_WIDTH = 64


def resize_nearest(img, h, w):
    rows = (np.arange(h) * img.shape[0] / h).astype(int)
    cols = (np.arange(w) * img.shape[1] / w).astype(int)
    return img[rows][:, cols]


def thumbnail(page):
    """Scale a page to TARGET_HEIGHT rows, keeping its aspect ratio, on a constant-size canvas."""
    h, w = page.shape
    new_w = min(CANVAS_WIDTH, max(8, round(w * TARGET_HEIGHT / h)))
    canvas = np.zeros((TARGET_HEIGHT, CANVAS_WIDTH), np.float32)
    canvas[:, :new_w] = resize_nearest(page, TARGET_HEIGHT, new_w)
    return canvas
