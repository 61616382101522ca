from collections import deque

import numpy as np

HISTORY = 5


class BallFeed:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.pos = np.array([52.5, 34.0, 0.2])
        self.buffer = deque(maxlen=HISTORY)

    def tick(self):
        self.pos = self.pos + self.rng.normal(0, 0.4, 3)
        self.buffer.append(self.pos.astype(np.float32))
        return np.stack(self.buffer)
