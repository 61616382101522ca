import numpy as np


def fit_sensitivity(raw_na, fingerstick_mgdl):
    """Least-squares sensitivity (mg/dL per nA) from fingerstick calibrations."""
    raw = np.atleast_1d(np.asarray(raw_na, np.float32))
    ref = np.atleast_1d(np.asarray(fingerstick_mgdl, np.float32))
    # one calibration point reduces to ref / raw; same expression either way
    return np.float32(np.dot(raw, ref) / np.dot(raw, raw))
