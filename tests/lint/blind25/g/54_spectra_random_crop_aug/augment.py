import numpy as np


class SpectralAugmenter:
    """Random wavelength-window crops and multiplicative scatter for NIR training data."""

    def __init__(self, min_width=80, seed=0):
        self.rng = np.random.default_rng(seed)
        self.min_width = min_width

    def __call__(self, spectra):
        n, k = spectra.shape
        width = int(self.rng.integers(self.min_width, k + 1))
        start = int(self.rng.integers(0, k - width + 1))
        scale = self.rng.uniform(0.9, 1.1, size=(n, 1))
        return (spectra[:, start:start + width] * scale).astype(np.float32)
