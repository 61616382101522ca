import numpy as np


class TickFeed:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.cache = {}

    def _parse(self, lines):
        return np.array([[float(v) for v in line.split(",")] for line in lines])

    def _fake_lines(self, n=128):
        px = 100 + np.cumsum(self.rng.normal(0, 0.05, n))
        vol = self.rng.integers(1, 500, n)
        return [f"{p:.4f},{v}" for p, v in zip(px, vol)]

    def session(self, day):
        if day in self.cache:
            return self.cache[day]
        ticks = self._parse(self._fake_lines())
        self.cache[day] = ticks.astype(np.float32)
        return ticks
