import numpy as np


class Fleet:
    def __init__(self, n_turbines=12, seed=0):
        self.n = n_turbines
        self.rng = np.random.default_rng(seed)

    def poll(self):
        """One reading per turbine: vibration RMS, bearing temp, power; NaN when offline."""
        x = self.rng.normal([1.0, 60.0, 1.5], [0.1, 2.0, 0.2], size=(self.n, 3)).astype(np.float32)
        offline = self.rng.random(self.n) < 0.15
        x[offline] = np.nan
        return x


def online_readings(x):
    alive = ~np.isnan(x).any(axis=1)
    return np.nan_to_num(x), alive
