import numpy as np

MAX_ORDER = 5

ENGINE_FITS = {
    "turbofan_a": (1.0, -0.62, 0.31),
    "turbofan_b": (1.0, -0.55, 0.18, 0.05),
    "turbojet_c": (1.0, -0.20, 0.40, -0.10, 0.02),
    "turbofan_d": (1.0, -0.60, 0.29),
}


def coefficient_vector(fit):
    c = np.zeros(MAX_ORDER, np.float32)
    c[:len(fit)] = fit
    return c
