import numpy as np


class Site:
    name = "generic"
    calibration = 1.0          # dB offset scale for the recorder's microphone

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def clip(self):
        return (0.05 * self.rng.standard_normal(8000)).astype(np.float32)


class Heath(Site):
    name = "heath"


class Wetland(Site):
    name = "wetland"
    # measured against the reference calibrator in the field
    calibration = np.float32(0.93)


class Forest(Site):
    name = "forest"
