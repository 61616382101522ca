import numpy as np


class Recipe:
    def __init__(self, frame_shift_ms=10, context_ms=(50, 50)):
        self.frame_shift_ms = frame_shift_ms
        self.context_ms = np.asarray(context_ms)

    @property
    def context_frames(self):
        return int(self.context_ms[0] // self.frame_shift_ms)
