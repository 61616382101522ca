import numpy as np


class CampylobacterPlates:
    """Caecal sample plate counts from two labs; one reports integer colonies, the other per-mL floats."""

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)

    def _raw(self, lab):
        counts = self.rng.poisson(60, 32)
        return counts if lab == "vet_school" else counts * 1.0

    def batch(self, lab):
        raw = self._raw(lab)
        dil = self.rng.choice([10.0, 100.0, 1000.0], 32)
        return np.asarray(raw, dtype=np.float32), np.asarray(dil, dtype=np.float32)
