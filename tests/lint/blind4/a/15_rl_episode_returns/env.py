import numpy as np


class CorridorEnv:
    """Walk right to reach the goal; random slips make episodes of different lengths."""

    def __init__(self, length=6, slip=0.3, seed=0):
        self.length = length
        self.slip = slip
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.pos = 0
        return np.float32(self.pos)

    def step(self, action):
        move = 1 if action == 1 else -1
        if self.rng.random() < self.slip:
            move = -move
        self.pos = max(0, self.pos + move)
        done = self.pos >= self.length
        return np.float32(self.pos), (1.0 if done else -0.1), done
