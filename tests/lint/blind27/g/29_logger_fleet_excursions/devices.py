import numpy as np


class LegacyLogger:
    """Old tank loggers report raw ADC counts."""

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def read(self, n=64):
        return (1800 + self.rng.normal(0, 40, n)).astype(np.int16)


class SmartProbe:
    """New probes report degrees C directly."""

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def read(self, n=64):
        return (18 + self.rng.normal(0, 0.4, n)).astype(np.float32)
