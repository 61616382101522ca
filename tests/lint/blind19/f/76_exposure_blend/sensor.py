import numpy as np

MAX_SUBFRAMES = 5


def subframe_bursts(num_outputs, seed=0):
    """High-speed sensor: each output frame integrates a number of sub-frames set by shutter time."""
    rng = np.random.default_rng(seed)
    shutter_subframes = [2, 4, 4, 3, 2, 5]
    for i in range(num_outputs):
        k = shutter_subframes[i % len(shutter_subframes)]
        stack = np.zeros((MAX_SUBFRAMES, 10, 10), np.float32)
        stack[:k] = rng.random((k, 10, 10), dtype=np.float32)
        weights = (np.arange(MAX_SUBFRAMES) < k).astype(np.float32)
        yield stack, weights
