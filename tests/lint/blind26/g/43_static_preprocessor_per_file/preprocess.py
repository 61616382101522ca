import numpy as np


class BandpassSpec:
    """Settings for a band-limited log spectrogram (bird song band)."""

    def __init__(self, fmin=1000.0, fmax=8000.0, sr=22050, n_fft=256):
        self.fmin, self.fmax, self.sr, self.n_fft = fmin, fmax, sr, n_fft

    def bins(self):
        freqs = np.fft.rfftfreq(self.n_fft, 1 / self.sr)
        return np.nonzero((freqs >= self.fmin) & (freqs <= self.fmax))[0]
