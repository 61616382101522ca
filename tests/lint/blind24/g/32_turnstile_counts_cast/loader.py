import numpy as np


class GateLogLoader:
    def __init__(self, days, seed=0):
        self.days = days
        self.rng = np.random.default_rng(seed)

    def _raw(self, day):
        counts = self.rng.poisson(90, (16, 48))
        if day % 3 == 1:
            counts = counts.astype(np.float64)
            counts[0, :4] = np.nan
        return counts

    def __iter__(self):
        for day in range(self.days):
            raw = self._raw(day)
            clean = np.nan_to_num(np.asarray(raw, dtype=np.float32), nan=0.0)
            yield day, clean
