import numpy as np


def synthetic_stream(num_frames, height=12, width=12, seed=0):
    rng = np.random.default_rng(seed)
    frames = rng.random((num_frames, height, width), dtype=np.float32)
    frames[num_frames // 2:] += 0.5
    return frames


def sliding_windows(frames, size, stride):
    n = frames.shape[0]
    for start in range(0, n, stride):
        yield start, frames[start:start + size]
