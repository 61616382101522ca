import numpy as np


class RooftopStation:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def read(self, hour):
        oat = np.float32(18 + 8 * np.sin((hour - 9) / 24 * 2 * np.pi))
        # the humidity transmitter drops out when condensation is detected on the probe
        rh = None if self.rng.random() < 0.25 else np.float32(40 + 30 * self.rng.random())
        return oat, rh
