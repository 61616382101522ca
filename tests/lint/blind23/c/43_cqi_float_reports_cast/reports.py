import numpy as np

N_UE = 16


class CQIReportQueue:
    def __init__(self, n_tti, seed=0):
        self.n_tti = n_tti
        self.rng = np.random.default_rng(seed)
        self.mean = self.rng.integers(3, 14, N_UE)

    def _collect(self, tti):
        if tti % 5 == 0:
            window = np.clip(self.mean[:, None] + self.rng.integers(-2, 3, (N_UE, 5)), 0, 15)
            return window.mean(axis=1)
        return np.clip(self.mean + self.rng.integers(-1, 2, N_UE), 0, 15)

    def __iter__(self):
        for tti in range(self.n_tti):
            yield np.asarray(self._collect(tti), dtype=np.float32)
