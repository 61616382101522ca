import numpy as np

class TreeRecordBatches:
    def __init__(self, age, dbh, batch_size, drop_remainder=True, seed=1):
        self.age, self.dbh = age, dbh
        self.batch_size = batch_size
        self.drop_remainder = drop_remainder
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        n = len(self.age)
        idx = self.rng.permutation(n)
        stop = n - n % self.batch_size if self.drop_remainder else n
        for s in range(0, stop, self.batch_size):
            j = idx[s:s + self.batch_size]
            yield self.age[j], self.dbh[j]
