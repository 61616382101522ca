import numpy as np


class BerendsenBarostat:
    def __init__(self, target_pressure, compressibility=0.05, tau=1.0):
        self.target = target_pressure
        self.beta = compressibility
        self.tau = tau

    def rescale(self, box, pressure, dt):
        mu = (1.0 - self.beta * dt / self.tau * (self.target - pressure)) ** (1.0 / 3.0)
        return tuple(float(round(b * mu, 6)) for b in box)
