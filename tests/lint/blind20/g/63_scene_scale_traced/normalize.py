import numpy as np


def scene_scale(points):
    center = points.mean(axis=0)
    return center.astype(np.float32), np.float32(np.max(np.linalg.norm(points - center, axis=-1)))
