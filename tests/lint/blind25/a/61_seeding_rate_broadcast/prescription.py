import numpy as np

N_ZONES = 8


def load_prescription(field):
    if field["vr_map"] is not None:
        return np.asarray(field["vr_map"], np.float32)
    return np.full(N_ZONES, field["flat_rate"], np.float32)
