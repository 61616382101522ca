import numpy as np


def vortex_shedding_snapshots(n_snap=70, n_grid=64, seed=0):
    rng = np.random.default_rng(seed)
    x = np.linspace(0, 4 * np.pi, n_grid)
    t = np.linspace(0, 10, n_snap)
    fields = np.sin(x[None, :] - 2.0 * t[:, None]) + 0.3 * np.sin(2 * x[None, :] - 4.1 * t[:, None])
    fields += 0.01 * rng.normal(size=fields.shape)
    return t.astype(np.float32), fields.astype(np.float32)


class SnapshotLoader:
    def __init__(self, times, fields, batch_size, shuffle=True, seed=0):
        self.times, self.fields = times, fields
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        return -(-len(self.times) // self.batch_size)

    def __iter__(self):
        idx = self.rng.permutation(len(self.times)) if self.shuffle else np.arange(len(self.times))
        for start in range(0, len(idx), self.batch_size):
            sel = idx[start:start + self.batch_size]
            yield self.times[sel], self.fields[sel]
