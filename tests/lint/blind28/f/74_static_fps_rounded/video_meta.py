import numpy as np


def clip_with_timestamps(rng, n_frames=32, nominal_fps=30.0):
    jitter = rng.normal(scale=0.002, size=n_frames)
    ts = np.cumsum(np.full(n_frames, 1.0 / nominal_fps) + jitter)
    kp = np.cumsum(rng.normal(scale=0.01, size=(n_frames, 21, 2)), axis=0).astype(np.float32)
    return kp, ts


def estimate_fps(ts):
    return (len(ts) - 1) / (ts[-1] - ts[0])
