import numpy as np


class CooperativeGrid:
    """Two agents on a line must meet; each observes both positions."""

    def __init__(self, size=7, seed=0):
        self.size = size
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.pos = self.rng.integers(0, self.size, size=2)
        return self._obs()

    def _obs(self):
        return np.tile(self.pos / (self.size - 1), (2, 1)).astype(np.float32)

    def step(self, actions):
        moves = np.where(np.asarray(actions) == 0, -1, 1)
        self.pos = np.clip(self.pos + moves, 0, self.size - 1)
        reward = 1.0 if self.pos[0] == self.pos[1] else -0.1
        return self._obs(), np.full(2, reward, np.float32)
