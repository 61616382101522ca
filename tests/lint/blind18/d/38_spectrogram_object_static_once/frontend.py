import numpy as np


class Spectrogram:
    def __init__(self, n_fft=256, hop=64, power=2.0):
        self.n_fft = n_fft
        self.hop = hop
        self.power = power
        self.window = np.hanning(n_fft).astype(np.float32)
