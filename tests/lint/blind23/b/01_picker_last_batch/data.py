import numpy as np


class WaveformLoader:
    """Three-component waveform windows with P-arrival labels."""

    def __init__(self, n_traces, n_samples=256, batch_size=16, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.standard_normal((n_traces, n_samples, 3)).astype(np.float32)
        self.y = rng.integers(0, 2, size=(n_traces, n_samples)).astype(np.float32)
        self.batch_size = batch_size

    def __iter__(self):
        n = self.x.shape[0]
        for start in range(0, n, self.batch_size):
            stop = min(start + self.batch_size, n)
            yield self.x[start:stop], self.y[start:stop]
