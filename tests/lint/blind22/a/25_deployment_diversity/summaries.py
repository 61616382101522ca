import numpy as np


def species_counts(detections):
    _, counts = np.unique(detections, return_counts=True)
    return counts.astype(np.float32)
