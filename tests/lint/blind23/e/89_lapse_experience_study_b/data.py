import numpy as np

CAPACITY = 12 * 1500


class ExperienceStudy:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.duration = np.zeros(CAPACITY, np.int32)
        self.lapsed = np.zeros(CAPACITY, np.float32)
        self.exposure = np.zeros(CAPACITY, np.float32)
        self.n = 0

    def add_month(self, n_records):
        d = self.rng.integers(1, 11, n_records).astype(np.int32)
        e = self.rng.uniform(0.05, 1 / 12, n_records).astype(np.float32)
        lapse = (self.rng.uniform(size=n_records) < e * 0.12 * (1.5 - d / 10)).astype(np.float32)
        sl = slice(self.n, self.n + n_records)
        self.duration[sl], self.lapsed[sl], self.exposure[sl] = d, lapse, e
        self.n += n_records

    def to_date(self):
        return self.duration, self.lapsed, self.exposure
