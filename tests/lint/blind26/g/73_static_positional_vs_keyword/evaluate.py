import numpy as np

from framing import frame_rms


def envelope_for_eval(clip, frame_len=256):
    return np.asarray(frame_rms(clip, frame_len=frame_len))
