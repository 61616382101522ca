import numpy as np

N_FEATURES = 4  # gamma, density, resistivity, caliper
N_LITH = 5


class DrillLogLoader:
    def __init__(self, n_intervals=1000, window=24, batch_size=32, seed=0):
        rng = np.random.default_rng(seed)
        self.logs = rng.normal(size=(n_intervals, N_FEATURES)).astype(np.float32)
        self.lith = (np.abs(self.logs[:, 0] * 2).astype(int) % N_LITH).astype(np.int32)
        self.window = window
        self.batch_size = batch_size
        self.rng = rng

    def __iter__(self):
        starts = self.rng.permutation(len(self.logs) - self.window)
        n_full = len(starts) // self.batch_size
        for b in range(n_full):
            s = starts[b * self.batch_size:(b + 1) * self.batch_size]
            idx = s[:, None] + np.arange(self.window)[None, :]
            yield self.logs[idx], self.lith[idx]
