import numpy as np

def make_stock_table(n_years=103, seed=0):
    rng = np.random.default_rng(seed)
    ssb = rng.uniform(5.0, 80.0, size=n_years).astype(np.float32)
    a, b = 4.0, 30.0
    rec = a * ssb / (b + ssb) * np.exp(rng.normal(0, 0.3, size=n_years))
    return ssb, rec.astype(np.float32)

class StockYearLoader:
    def __init__(self, ssb, rec, batch_size, seed=0):
        self.ssb, self.rec = ssb, rec
        self.batch_size = batch_size
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        idx = self.rng.permutation(len(self.ssb))
        for start in range(0, len(idx), self.batch_size):
            sel = idx[start:start + self.batch_size]
            yield self.ssb[sel], self.rec[sel]
