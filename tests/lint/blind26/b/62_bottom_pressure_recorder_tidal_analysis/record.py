import numpy as np


class PressureRecord:
    """Bottom pressure recorder: 10-minute samples with occasional dropouts."""

    def __init__(self, n_days, seed=0):
        rng = np.random.default_rng(seed)
        t = np.arange(0, n_days * 144) / 144.0
        p = 1000 + 1.2 * np.cos(2 * np.pi * t / 0.5175) + 0.4 * np.cos(2 * np.pi * t / 0.9973) + rng.normal(0, 0.01, t.size)
        keep = np.ones(t.size, bool)
        for d in range(n_days):
            if d % 3 == 1:
                start = d * 144 + int(rng.integers(0, 100))
                keep[start:start + int(rng.integers(5, 40))] = False
        self.t = t[keep].astype(np.float32)
        self.p = p[keep].astype(np.float32)

    def day(self, d):
        sel = (self.t >= d) & (self.t < d + 1)
        return self.t[sel], self.p[sel]
