from collections import deque

import numpy as np


class PressureStream:
    """Duct static pressure samples from the supply fan VFD loop."""

    def __init__(self, window=12, seed=0):
        self.buf = deque(maxlen=window)
        self.rng = np.random.default_rng(seed)
        self.t = 0

    def next(self):
        self.t += 1
        hunting = 0.15 * np.sin(self.t * 1.3) if self.t > 20 else 0.0
        self.buf.append(1.0 + hunting + self.rng.normal(0, 0.02))
        return np.array(self.buf, np.float32)
