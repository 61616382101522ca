import numpy as np


class SurveyLoader:
    def __init__(self, seed=0, n_files=8, n_points=64):
        rng = np.random.default_rng(seed)
        self.files = []
        for i in range(n_files):
            if i % 2:
                self.files.append([int(v) for v in rng.integers(0, 12, n_points)])
            else:
                self.files.append([float(v) for v in rng.uniform(0, 12, n_points)])

    def __iter__(self):
        for i, vals in enumerate(self.files):
            yield i, np.asarray(vals, dtype=np.float32)
