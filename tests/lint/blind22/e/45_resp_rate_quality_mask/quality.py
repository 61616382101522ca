import numpy as np


def motion_mask(acc, threshold=0.15):
    """Samples where the wrist is still enough for respiration to be visible."""
    return np.linalg.norm(acc - acc.mean(axis=0), axis=-1) < threshold


def window_mask(window):
    if window.get("acc") is not None:
        return motion_mask(window["acc"])
    return np.ones(window["ppg"].shape[0], np.float32)
