import numpy as np


def frame_weights(epoch, total_frames=60, start=20, step=10):
    T = min(start + step * epoch, total_frames)
    w = np.zeros(total_frames, np.float32)
    w[:T] = 1.0
    return w
