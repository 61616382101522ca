import numpy as np


def load_prescription(field):
    if field["vr_map"] is not None:
        return np.asarray(field["vr_map"], np.float32)
    return field["flat_rate"]
