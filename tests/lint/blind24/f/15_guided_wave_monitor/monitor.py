import numpy as np

from signal_ops import damage_index


class PitchCatchMonitor:
    def __init__(self, baseline, gate, threshold):
        self.baseline = baseline
        self.gate = gate
        self.threshold = threshold

    def check(self, measurement):
        di = np.asarray(damage_index(baseline=self.baseline, current=measurement, gate=self.gate))
        return di, di > self.threshold
