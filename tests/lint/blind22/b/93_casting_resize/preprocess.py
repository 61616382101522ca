import numpy as np

TARGET_WIDTH = 32


def resize_keep_aspect(img):
    h, w = img.shape
    new_h = int(round(h * TARGET_WIDTH / w / 8.0)) * 8
    rows = np.linspace(0, h - 1, new_h).astype(int)
    cols = np.linspace(0, w - 1, TARGET_WIDTH).astype(int)
    return img[np.ix_(rows, cols)]
