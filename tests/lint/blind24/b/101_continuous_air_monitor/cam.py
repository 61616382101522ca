import numpy as np


class AirMonitor:
    def __init__(self, name, rng, radon_comp=None):
        self.name = name
        self.alpha_cpm = rng.poisson(60, 30).astype(np.float32)
        # monitors without a radon compensation channel get a zero compensation vector
        self.radon_comp = np.zeros(30, np.float32) if radon_comp is None else radon_comp.astype(np.float32)
