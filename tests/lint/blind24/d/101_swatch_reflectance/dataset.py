import numpy as np


class SwatchDataset:
    """Spectrophotometer reflectance curves (31 bands, 400-700 nm) for dyed swatches."""

    def __init__(self, n=90, seed=101):
        rng = np.random.default_rng(seed)
        self.curves = [rng.uniform(0.05, 0.9, 31).astype(np.float32) for _ in range(n)]

    def batches(self, batch_size):
        for s in range(0, len(self.curves), batch_size):
            yield self.curves[s:s + batch_size]
