import numpy as np


class TelemetryStream:
    def __init__(self, n=200, n_lags=6, seed=0):
        rng = np.random.default_rng(seed)
        self.rain = rng.gamma(0.4, 4.0, n + n_lags).astype(np.float32)
        uh = np.array([0.05, 0.2, 0.3, 0.25, 0.15, 0.05], np.float32)
        self.flow = np.convolve(self.rain, uh, "full")[: n + n_lags].astype(np.float32)
        self.n_lags = n_lags

    def __iter__(self):
        for t in range(self.n_lags, len(self.flow)):
            yield self.rain[t - self.n_lags + 1:t + 1][::-1].copy(), self.flow[t]
