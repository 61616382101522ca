import numpy as np

SEGMENTS = ("direct", "corporate", "ota", "groups", "aviation", "complementary")
SEGMENT_INDEX = {s: i for i, s in enumerate(SEGMENTS)}


def encode_segments(values):
    return np.array([SEGMENT_INDEX[v] for v in values], np.int32)
