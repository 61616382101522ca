import numpy as np

N_PENS = 16


class WaterMeterLog:
    def __init__(self, seed=64):
        self.rng = np.random.default_rng(seed)

    def day(self):
        n = 300  # meter events per day from the logger
        pen = self.rng.integers(0, N_PENS, size=n).astype(np.int32)
        litres = self.rng.gamma(3.0, 4.0, size=n).astype(np.float32)
        return pen, litres
