import numpy as np


class FlightArchive:
    """Altimeter vs GNSS altitude logs, one record per flight (different durations)."""

    def __init__(self, durations_s, rate_hz=1, seed=0):
        self.durations = durations_s
        self.rate = rate_hz
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        for dur in self.durations:
            n = dur * self.rate
            gnss_alt = np.cumsum(self.rng.normal(0, 2.0, n)) + 1500.0
            baro = gnss_alt + 12.0 + 0.004 * (gnss_alt - 1500.0) + self.rng.normal(0, 1.5, n)
            yield gnss_alt.astype(np.float32), baro.astype(np.float32)
