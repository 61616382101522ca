import numpy as np


class ZoneSensorPoll:
    def __init__(self, n_sensors=6, seed=0):
        self.n = n_sensors
        self.rng = np.random.default_rng(seed)

    def poll(self):
        readings = np.full(self.n, np.nan, np.float32)
        for s in range(self.n):
            if self.rng.random() < 0.15:
                continue  # offline this cycle
            readings[s] = 22.0 + 0.4 * s + self.rng.normal(0, 0.2)
        return readings
