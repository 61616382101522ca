import time

import numpy as np

from transforms import REGISTRY


class FeatureService:
    def __init__(self, pipeline, batch_rows, n_cols):
        self.pipeline = [REGISTRY[name] for name in pipeline]
        self.batch_rows = batch_rows
        self.n_cols = n_cols

    def warm_up(self):
        """Compile every registered transform once before taking traffic."""
        dummy = np.ones((self.batch_rows, self.n_cols), np.float32)
        timings = {}
        for name, fn in REGISTRY.items():
            t0 = time.perf_counter()
            fn(dummy).block_until_ready()
            timings[name] = time.perf_counter() - t0
        return timings

    def transform(self, x):
        for fn in self.pipeline:
            x = fn(x)
        return x
