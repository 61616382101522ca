import numpy as np


class FrameClock:
    """Arrival timestamps of frames from a network camera with jitter."""

    def __init__(self, nominal_fps, seed=0):
        self.period = 1.0 / nominal_fps
        self.rng = np.random.default_rng(seed)
        self.t = 0.0
        self.history = []

    def tick(self):
        self.t += self.period * (1.0 + 0.1 * self.rng.standard_normal())
        self.history.append(self.t)
        return self.t

    def recent(self):
        return np.asarray(self.history[-16:], dtype=np.float32)
