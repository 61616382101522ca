import numpy as np


class ContinuousStream:
    """Splits a day of continuous 3-component data into consecutive windows for detection."""

    def __init__(self, n_samples, window=400, seed=0):
        rng = np.random.default_rng(seed)
        self.data = rng.standard_normal((n_samples, 3)).astype(np.float32)
        self.window = window

    def __iter__(self):
        for start in range(0, self.data.shape[0], self.window):
            chunk = self.data[start:start + self.window]
            valid = chunk.shape[0]
            if valid < self.window:
                chunk = np.pad(chunk, ((0, self.window - valid), (0, 0)))
            yield start, chunk, valid
