import numpy as np


def valid_from_mask(qa_mask, max_samples=256):
    """Indices of clear pixels taken from the scene's QA mask."""
    flat = np.flatnonzero(qa_mask.ravel())[:max_samples]
    idx = np.zeros(max_samples, np.int32)
    idx[:flat.size] = flat
    return idx, int(np.minimum(qa_mask.sum(), max_samples))


def valid_from_labels(points, max_samples=256):
    """Indices of field-survey points that fall inside the scene."""
    idx = np.zeros(max_samples, np.int32)
    idx[:len(points)] = points
    return idx, len(points)
