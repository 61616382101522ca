import numpy as np

FRAMES = [
    {"file": "frame_000", "exposure": 1.0},
    {"file": "frame_001"},
    {"file": "frame_002", "exposure": 0.5},
    {"file": "frame_003"},
    {"file": "frame_004", "exposure": 2.0},
]


def estimate_exposure(image):
    return np.mean(image) / 0.5


def frame_exposure(meta, image):
    if "exposure" in meta:
        return meta["exposure"]
    return estimate_exposure(image)
