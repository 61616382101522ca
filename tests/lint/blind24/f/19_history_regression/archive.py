import numpy as np


class MonitoringArchive:
    def __init__(self):
        self.temps = np.zeros(0, np.float32)
        self.freqs = np.zeros(0, np.float32)

    def append_day(self, temps, freqs):
        self.temps = np.concatenate([self.temps, temps])
        self.freqs = np.concatenate([self.freqs, freqs])

    def all(self):
        return self.temps, self.freqs
