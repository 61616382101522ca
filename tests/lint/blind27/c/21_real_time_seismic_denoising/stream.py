import numpy as np


class NoiseTracker:
    def __init__(self, alpha=0.2):
        self.alpha = alpha
        self.psd = None

    def update(self, trace):
        p = np.abs(np.fft.rfft(trace)) ** 2
        self.psd = p.astype(np.float32) if self.psd is None else (1 - self.alpha) * self.psd + self.alpha * p.astype(np.float32)
