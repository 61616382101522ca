import numpy as np


def make_occupancy_dataset(n_rooms=12, n_hours=48, seed=1):
    rng = np.random.default_rng(seed)
    co2 = rng.normal(600, 120, size=(n_rooms * n_hours,))
    temp_rise = rng.normal(0.4, 0.2, size=(n_rooms * n_hours,))
    motion = rng.poisson(2.0, size=(n_rooms * n_hours,))
    feats = np.stack([(co2 - 600) / 120, temp_rise, motion / 4.0], axis=1).astype(np.float32)
    occupied = ((co2 > 620) | (motion > 2)).astype(np.float32)
    return feats, occupied


class SensorLoader:
    def __init__(self, feats, labels, batch_size, seed=0, drop_last=True):
        self.feats = feats
        self.labels = labels
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)
        self.drop_last = drop_last

    def __iter__(self):
        n = len(self.feats)
        order = self.rng.permutation(n)
        stop = n - n % self.batch_size if self.drop_last else n
        for start in range(0, stop, self.batch_size):
            idx = order[start:start + self.batch_size]
            yield self.feats[idx], self.labels[idx]
