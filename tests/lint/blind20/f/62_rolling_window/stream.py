import numpy as np


class ScadaStream:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.t = 0

    def next_block(self, n=4):
        t = self.t + np.arange(n)
        self.t += n
        mw = 300 + 80 * np.sin(2 * np.pi * t / 96) + self.rng.normal(0, 5, n)
        return mw.astype(np.float32)
