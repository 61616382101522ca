import numpy as np

MAX_FRAMES = 64


class PaddedClipStore:
    def __init__(self, n=8, seed=0):
        rng = np.random.default_rng(seed)
        self.lengths = rng.integers(20, MAX_FRAMES, size=n)
        self.frames = np.zeros((n, MAX_FRAMES, 21, 3), np.float32)
        for i, L in enumerate(self.lengths):
            self.frames[i, :L] = np.cumsum(rng.normal(scale=0.01, size=(L, 21, 3)), axis=0)

    def __len__(self):
        return len(self.lengths)

    def __getitem__(self, i):
        return self.frames[i], int(self.lengths[i])
