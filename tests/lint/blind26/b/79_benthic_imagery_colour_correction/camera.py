import numpy as np


def benthic_frames(n, seed=0):
    """Frames from a towed benthic camera; the archive stores JPEG-decoded uint8, the live feed normalised floats."""
    rng = np.random.default_rng(seed)
    for k in range(n):
        img = rng.uniform(0, 1, (48, 48, 3)) * np.array([0.4, 0.7, 0.9]) + 0.1 * (np.arange(48)[:, None, None] / 48)
        if k < 3:
            yield k, "archive", (img * 255).astype(np.uint8)
        else:
            yield k, "live", img.astype(np.float32)
