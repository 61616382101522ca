import numpy as np


class StripDetector:
    def __init__(self, pitch_um=50.0, n_strips=128, noise_adc=3.0):
        self.pitch_um = pitch_um
        self.edges = np.arange(n_strips + 1) * pitch_um
        self.noise_adc = noise_adc

    @property
    def n_strips(self):
        return len(self.edges) - 1

    @property
    def threshold(self):
        return 5 * self.noise_adc

    def read_event(self, rng):
        x = rng.uniform(0.2, 0.8) * self.edges[-1]
        centres = 0.5 * (self.edges[1:] + self.edges[:-1])
        signal = 80 * np.exp(-0.5 * ((centres - x) / 35.0) ** 2)
        return (signal + rng.normal(0, self.noise_adc, self.n_strips)).astype(np.float32), x
