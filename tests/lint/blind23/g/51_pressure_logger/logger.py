import numpy as np


class PressureLogger:
    """Reads raw pressure transducer counts (int16) and converts them to water level."""

    def __init__(self, serial, scale_mm=0.5):
        self.serial = serial
        self.scale_mm = scale_mm
        self.rng = np.random.default_rng(serial)

    def download(self, n=96):
        raw = (2000 + np.cumsum(self.rng.integers(-5, 6, n))).astype(np.int16)
        return raw

    def levels_m(self, n=96):
        return (self.download(n).astype(np.float32) * self.scale_mm / 1000.0).astype(np.float32)
