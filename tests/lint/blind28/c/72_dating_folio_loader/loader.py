import numpy as np


class FolioLoader:
    def __init__(self, feats, years, batch_size, shuffle, drop_last, seed=0):
        self.feats, self.years = feats, years
        self.batch_size, self.shuffle, self.drop_last = batch_size, shuffle, drop_last
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.years)) if self.shuffle else np.arange(len(self.years))
        stop = len(idx) - len(idx) % self.batch_size if self.drop_last else len(idx)
        for i in range(0, stop, self.batch_size):
            j = idx[i:i + self.batch_size]
            yield self.feats[j], self.years[j]
