import numpy as np

TARGET_FPS = 12


def to_target_rate(clip, source_fps):
    n_out = int(round(len(clip) * TARGET_FPS / source_fps))
    src_idx = np.minimum((np.arange(n_out) * source_fps / TARGET_FPS).astype(int), len(clip) - 1)
    return clip[src_idx]
