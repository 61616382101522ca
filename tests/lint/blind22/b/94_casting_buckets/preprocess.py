import numpy as np

TARGET_WIDTH = 32
HEIGHT_BUCKETS = (48, 96)


def resize_keep_aspect(img):
    h, w = img.shape
    new_h = int(round(h * TARGET_WIDTH / w / 8.0)) * 8
    rows = np.linspace(0, h - 1, new_h).astype(int)
    cols = np.linspace(0, w - 1, TARGET_WIDTH).astype(int)
    return img[np.ix_(rows, cols)]


def pad_to_bucket(img):
    h = img.shape[0]
    bucket = next(b for b in HEIGHT_BUCKETS if b >= h)
    out = np.zeros((bucket, img.shape[1]), dtype=np.float32)
    mask = np.zeros((bucket, 1), dtype=np.float32)
    out[:h] = img
    mask[:h] = 1.0
    return out, mask
