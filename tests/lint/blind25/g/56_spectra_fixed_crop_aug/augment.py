import numpy as np


class ShiftCrop:
    """Random wavelength shift augmentation: fixed window width, random offset."""

    def __init__(self, width=96, seed=0):
        self.width = width
        self.rng = np.random.default_rng(seed)

    def __call__(self, spectra):
        k = spectra.shape[1]
        start = int(self.rng.integers(0, k - self.width + 1))
        gain = self.rng.uniform(0.95, 1.05, size=(spectra.shape[0], 1))
        return (spectra[:, start:start + self.width] * gain).astype(np.float32)


def center_crop(spectra, width=96):
    start = (spectra.shape[1] - width) // 2
    return spectra[:, start:start + width]
