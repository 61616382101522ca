import numpy as np


class KeyDoorEnv:
    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)
        self.pos = 0

    def step(self, action):
        self.pos = max(0, self.pos + (1 if action == 1 else -1))
        if self.pos >= 3 and self.rng.random() < 0.5:
            self.pos = 0
            return 1.0
        return 0


class VecEnv:
    def __init__(self, n):
        self.envs = [KeyDoorEnv(i) for i in range(n)]

    def step(self, actions):
        return np.array([e.step(a) for e, a in zip(self.envs, actions)])
