import numpy as np

DEFAULT_IMPACT_FRAME = 120


def impact_frame(acc_mag, auto_detect):
    if auto_detect:
        return np.argmax(acc_mag)
    return DEFAULT_IMPACT_FRAME
