import numpy as np


def subframe_bursts(num_outputs, seed=0):
    """High-speed sensor: each output frame integrates a number of sub-frames set by shutter time."""
    rng = np.random.default_rng(seed)
    shutter_subframes = [2, 4, 4, 3, 2, 5]
    for i in range(num_outputs):
        k = shutter_subframes[i % len(shutter_subframes)]
        yield [rng.random((10, 10), dtype=np.float32) for _ in range(k)]
