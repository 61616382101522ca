import jax
import numpy as np

from transforms import fit_stats, standardize


class FeatureStore:
    def __init__(self, dim, batch_rows=16):
        self.dim = dim
        self.batch_rows = batch_rows
        self.stats = None
        self._standardize = jax.jit(standardize)

    def fit(self, sample):
        self.stats = fit_stats(np.asarray(sample, np.float32))

    def online(self, row):
        block = np.zeros((self.batch_rows, self.dim), np.float32)
        block[0] = row
        return np.asarray(self._standardize(block, stats=self.stats))[0]

    def offline(self, table):
        out = []
        for start in range(0, len(table), self.batch_rows):
            block = table[start:start + self.batch_rows]
            out.append(np.asarray(self._standardize(block, self.stats)))
        return np.concatenate(out)
