import numpy as np


class AssayTable:
    """Reads lab batches; some labs report ppm as integers, others as decimals."""

    def __init__(self, seed=0):
        rng = np.random.default_rng(seed)
        self.batches = []
        for lab in range(6):
            cu_ppm = rng.lognormal(6, 0.7, size=(48,))
            if lab % 2 == 0:
                cu_ppm = np.round(cu_ppm).astype(np.int64)
            mo_ppm = rng.lognormal(3, 0.5, size=(48,))
            self.batches.append((cu_ppm, mo_ppm))

    def __iter__(self):
        for cu, mo in self.batches:
            yield np.asarray(cu, np.float32), np.asarray(mo, np.float32)
