import numpy as np


class DepthCalibrator:
    def __init__(self):
        self._scale = 1

    @property
    def scale(self):
        return self._scale

    def fit(self, wrist_to_middle_mcp_cm):
        self._scale = 9.5 / float(np.median(wrist_to_middle_mcp_cm))
