import numpy as np


class RoundRobinMixer:
    def __init__(self, sources, batch_size):
        self.sources = sources
        self.batch_size = batch_size

    def __iter__(self):
        n = min(len(x) for x, _ in self.sources)
        for i in range(0, n, self.batch_size):
            for x, y in self.sources:
                yb = y[i:i + self.batch_size]
                yield x[i:i + self.batch_size], yb.reshape(-1)
