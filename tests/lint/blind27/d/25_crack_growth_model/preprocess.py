import numpy as np


def suspicious_segments(reading, depth_mm, threshold=0.7):
    keep = reading > threshold
    return depth_mm[keep]
