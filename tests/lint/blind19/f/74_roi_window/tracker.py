import numpy as np


def track_boxes(num_frames, frame_size=32, seed=0):
    """Bounding boxes (y, x, h, w) of a moving, scaling object."""
    rng = np.random.default_rng(seed)
    y, x, s = 8, 8, 8
    for _ in range(num_frames):
        y = int(np.clip(y + rng.integers(-2, 3), 0, frame_size - 16))
        x = int(np.clip(x + rng.integers(-2, 3), 0, frame_size - 16))
        s = int(np.clip(s + rng.integers(-1, 2), 6, 12))
        yield (y, x, s, s)
