import numpy as np


def pad_batch(spectra):
    longest = max(len(s) for s in spectra)
    flux = np.zeros((len(spectra), longest), np.float32)
    mask = np.zeros((len(spectra), longest), np.float32)
    for i, s in enumerate(spectra):
        flux[i, :len(s)] = s
        mask[i, :len(s)] = 1.0
    return flux, mask


def batched(items, size):
    for i in range(0, len(items), size):
        yield pad_batch(items[i:i + size])
