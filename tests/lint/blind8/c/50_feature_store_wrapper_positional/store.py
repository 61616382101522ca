import jax
import numpy as np

from transforms import fit_stats, standardize

_standardize = jax.jit(standardize)


def apply_standardize(block, *, stats, clip=5.0):
    return _standardize(block, stats, clip)


class FeatureStore:
    def __init__(self, dim, batch_rows=16, clip=5.0):
        self.dim = dim
        self.batch_rows = batch_rows
        self.clip = clip
        self.stats = None

    def fit(self, sample):
        self.stats = fit_stats(np.asarray(sample, np.float32))

    def online(self, row):
        block = np.zeros((self.batch_rows, self.dim), np.float32)
        block[0] = row
        return np.asarray(apply_standardize(block, stats=self.stats))[0]

    def offline(self, table):
        out = []
        for start in range(0, len(table), self.batch_rows):
            block = table[start:start + self.batch_rows]
            out.append(np.asarray(apply_standardize(block, stats=self.stats, clip=self.clip)))
        return np.concatenate(out)
