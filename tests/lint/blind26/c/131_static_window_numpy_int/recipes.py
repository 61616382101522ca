import numpy as np

RECIPE = {"frame_shift_ms": 10, "context_ms": np.array([50, 50])}


def context_frames():
    return RECIPE["context_ms"][0] // RECIPE["frame_shift_ms"]
