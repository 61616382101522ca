import numpy as np


class ReplayMemory:
    """Ring-buffer episodic memory for rehearsal in continual learning."""

    def __init__(self, capacity=64, dim=6, per_task=12, seed=0):
        self.per_task = per_task
        self.rng = np.random.default_rng(seed)
        self.x = np.zeros((capacity, dim), np.float32)
        self.y = np.zeros((capacity,), np.int32)
        self.valid = np.zeros((capacity,), np.float32)
        self.cursor = 0

    def add_task(self, x, y):
        idx = self.rng.choice(len(x), self.per_task, replace=False)
        slots = (self.cursor + np.arange(self.per_task)) % len(self.x)
        self.x[slots], self.y[slots], self.valid[slots] = x[idx], y[idx], 1.0
        self.cursor = (self.cursor + self.per_task) % len(self.x)

    def sample_all(self):
        return self.x.copy(), self.y.copy(), self.valid.copy()

    def __len__(self):
        return int(self.valid.sum())
