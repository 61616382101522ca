import numpy as np


def track_frame_block(rng, t=12):
    left_visible = rng.random() > 0.3
    right = rng.normal(size=(t, 21, 3)).astype(np.float32)
    left = rng.normal(size=(t, 21, 3)).astype(np.float32) if left_visible else np.zeros((t, 21, 3), np.float32)
    return [left, right], np.array([left_visible, True])
