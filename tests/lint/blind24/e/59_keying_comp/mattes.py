import numpy as np


def key_matte(frame, threshold=0.6):
    # hard green-screen key
    return frame[..., 1] - np.maximum(frame[..., 0], frame[..., 2]) > threshold - 0.5


def roto_matte(h, w, cy, cx, r, feather=3.0):
    yy, xx = np.mgrid[:h, :w]
    d = np.sqrt((yy - cy) ** 2 + (xx - cx) ** 2)
    return np.clip((r - d) / feather + 0.5, 0.0, 1.0).astype(np.float32)
