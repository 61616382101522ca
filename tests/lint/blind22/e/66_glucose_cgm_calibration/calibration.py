import numpy as np


def fit_sensitivity(raw_na, fingerstick_mgdl):
    """Least-squares sensitivity (mg/dL per nA) from fingerstick calibrations."""
    raw = np.asarray(raw_na, np.float32)
    ref = np.asarray(fingerstick_mgdl, np.float32)
    if raw.size == 1:
        return ref / raw
    return np.float32(np.dot(raw, ref) / np.dot(raw, raw))
