import numpy as np


def make_applicants(n, seed=0):
    rng = np.random.default_rng(seed)
    feats = rng.normal(size=(n, 6)).astype(np.float32)
    stage = rng.integers(0, 4, size=n).astype(np.int32)
    return feats, stage


class ApplicantLoader:
    def __init__(self, feats, stage, batch_size, seed=0, drop_last=True):
        self.feats, self.stage = feats, stage
        self.batch_size = batch_size
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        n = len(self.feats)
        perm = self.rng.permutation(n)
        stop = n - n % self.batch_size if self.drop_last else n
        for i in range(0, stop, self.batch_size):
            j = perm[i:i + self.batch_size]
            yield self.feats[j], self.stage[j]
