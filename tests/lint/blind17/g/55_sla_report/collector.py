import random


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
        out, self.samples = self.samples, []
        return out
