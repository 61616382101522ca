import numpy as np


def shaky_clip(n_frames, fps=24.0, seed=0):
    rng = np.random.default_rng(seed)
    t = (np.arange(n_frames) / fps).astype(np.float32)
    pan = 0.5 * t + 0.05 * np.cumsum(rng.standard_normal(n_frames)).astype(np.float32)
    return t, pan.astype(np.float32)


CLIP_LENGTHS = [48, 60, 48, 36, 72]
