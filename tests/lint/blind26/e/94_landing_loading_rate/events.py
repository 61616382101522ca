import numpy as np

DEFAULT_IMPACT_FRAME = 120


def impact_frame(force, auto_detect):
    if auto_detect:
        return int(np.argmax(force))
    return DEFAULT_IMPACT_FRAME
