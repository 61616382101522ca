import numpy as np

from framing import frame_rms

FRAME = 256


def envelope_features(clips):
    return np.stack([np.asarray(frame_rms(c, FRAME)) for c in clips])
