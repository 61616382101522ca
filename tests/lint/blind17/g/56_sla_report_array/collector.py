import random

import numpy as np

MAX_PER_MINUTE = 16


class LatencyCollector:
    def __init__(self, seed=0):
        self._rand = random.Random(seed)
        self.samples = []

    def record(self, ms):
        self.samples.append(ms)

    def simulate_minute(self):
        for _ in range(self._rand.randint(5, 12)):
            self.record(self._rand.expovariate(1 / 30.0))

    def flush(self):
        out, self.samples = self.samples[:MAX_PER_MINUTE], []
        buf = np.zeros(MAX_PER_MINUTE, dtype=np.float32)
        buf[: len(out)] = out
        mask = np.arange(MAX_PER_MINUTE) < len(out)
        return buf, mask
