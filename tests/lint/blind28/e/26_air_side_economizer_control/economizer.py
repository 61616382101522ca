import numpy as np


class EconomizerLogic:
    def __init__(self, min_oa=0.2):
        self.min_oa = min_oa
        self.last_cmd = None

    def damper_command(self, oat, rat, mat_setpoint):
        if oat >= rat:
            return self.min_oa  # economizer locked out
        frac = (rat - mat_setpoint) / (rat - oat)
        return np.clip(frac, self.min_oa, 1.0)
