import numpy as np


class ChainCurriculum:
    """Random-walk chain whose length grows with the curriculum stage."""

    def __init__(self, n_features=8, seed=0):
        self.n_features = n_features
        self.rng = np.random.default_rng(seed)
        self.proj = self.rng.normal(size=(64, n_features)).astype(np.float32)

    def transitions(self, stage, n=128):
        length = 8 + 8 * stage
        s = self.rng.integers(0, length, size=n)
        s_next = np.clip(s + self.rng.choice([-1, 1], size=n), 0, length - 1)
        r = (s_next == length - 1).astype(np.float32)
        return self.proj[s % 64], r, self.proj[s_next % 64]
