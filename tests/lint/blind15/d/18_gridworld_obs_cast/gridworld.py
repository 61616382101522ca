import numpy as np

MOVES = np.array([[0, 1], [1, 0], [0, -1], [-1, 0]])


class GridWorld:
    def __init__(self, size=5, seed=0):
        self.size = size
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.cell = self.rng.integers(0, self.size, size=2)
        self.goal = np.array([self.size - 1, self.size - 1])
        obs = np.concatenate([self.cell, self.goal]) / (self.size - 1)
        return obs.astype(np.float32)

    def step(self, action):
        self.cell = np.clip(self.cell + MOVES[action], 0, self.size - 1)
        done = bool((self.cell == self.goal).all())
        obs = np.concatenate([self.cell, self.goal]) / (self.size - 1)
        return obs.astype(np.float32), float(done) - 0.01, done
