import numpy as np


def arc_length(points):
    seg = np.linalg.norm(np.diff(points, axis=0), axis=-1)
    return np.concatenate([[0.0], np.cumsum(seg)])


def resample(points, spacing=2.0):
    s = arc_length(points)
    targets = np.arange(0.0, s[-1], spacing)
    x = np.interp(targets, s, points[:, 0])
    y = np.interp(targets, s, points[:, 1])
    return np.stack([x, y], -1).astype(np.float32)
