import numpy as np

WINDOW = 28


class BookingStream:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.history = list(self.rng.poisson(120, WINDOW).astype(np.float32))

    def next_day(self):
        t = len(self.history)
        lam = 120 + 25 * np.sin(2 * np.pi * t / 7)
        self.history.append(np.float32(self.rng.poisson(lam)))

    def window(self):
        return np.asarray(self.history[-WINDOW:], np.float32)
