import numpy as np


class Curriculum:
    def __init__(self, n_problems=40, seed=0):
        rng = np.random.default_rng(seed)
        self.difficulty = np.sort(rng.normal(0, 1, n_problems)).astype(np.float32)
        self.unlocked = list(range(5))

    def unlock_next(self, k=2):
        start = len(self.unlocked)
        self.unlocked.extend(range(start, min(start + k, len(self.difficulty))))

    def candidates(self):
        return self.difficulty[self.unlocked]
