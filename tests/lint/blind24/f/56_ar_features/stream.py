from collections import deque

import numpy as np


class AccelStream:
    def __init__(self, seed=0, chunk=64):
        self.rng = np.random.default_rng(seed)
        self.chunk = chunk
        self.k = 0

    def next_chunk(self):
        t = (self.k * self.chunk + np.arange(self.chunk)) / 200.0
        self.k += 1
        stiff = 1.0 if self.k < 60 else 0.93
        x = np.sin(2 * np.pi * 6.1 * np.sqrt(stiff) * t) + 0.5 * np.sin(2 * np.pi * 17.3 * t) + self.rng.normal(0, 0.3, self.chunk)
        return x.astype(np.float32)


class SlidingWindow:
    def __init__(self, n_chunks):
        self.chunks = deque(maxlen=n_chunks)

    def push(self, c):
        self.chunks.append(c)

    @property
    def ready(self):
        return len(self.chunks) == self.chunks.maxlen

    @property
    def values(self):
        return np.concatenate(self.chunks)
