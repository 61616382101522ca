import numpy as np

WINDOW = 16


class FrameClock:
    """Arrival timestamps of frames from a network camera with jitter."""

    def __init__(self, nominal_fps, seed=0):
        self.period = 1.0 / nominal_fps
        self.rng = np.random.default_rng(seed)
        self.t = 0.0
        self.ring = np.zeros(WINDOW, np.float32)
        self.count = 0

    def tick(self):
        self.t += self.period * (1.0 + 0.1 * self.rng.standard_normal())
        self.ring = np.roll(self.ring, -1)
        self.ring[-1] = self.t
        self.count += 1
        return self.t

    def recent(self):
        return self.ring.copy(), np.int32(min(self.count, WINDOW))
