import numpy as np


class ExperienceStudy:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.duration = np.zeros(0, np.int32)
        self.lapsed = np.zeros(0, np.float32)
        self.exposure = np.zeros(0, np.float32)

    def add_month(self, n_records):
        d = self.rng.integers(1, 11, n_records).astype(np.int32)
        e = self.rng.uniform(0.05, 1 / 12, n_records).astype(np.float32)
        lapse = (self.rng.uniform(size=n_records) < e * 0.12 * (1.5 - d / 10)).astype(np.float32)
        self.duration = np.concatenate([self.duration, d])
        self.lapsed = np.concatenate([self.lapsed, lapse])
        self.exposure = np.concatenate([self.exposure, e])

    def to_date(self):
        return self.duration, self.lapsed, self.exposure
