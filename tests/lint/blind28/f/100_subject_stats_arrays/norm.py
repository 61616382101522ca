import jax
import numpy as np


@jax.jit
def zscore_windows(windows, mean, std):
    return (windows - mean) / std


class SubjectNormalizer:
    def __init__(self):
        self.stats = {}

    def fit(self, subject, windows):
        flat = windows.reshape(-1, windows.shape[-1])
        self.stats[subject] = (flat.mean(0), flat.std(0) + 1e-6)

    def transform(self, subject, windows):
        mean, std = self.stats[subject]
        return zscore_windows(windows, mean, std)
