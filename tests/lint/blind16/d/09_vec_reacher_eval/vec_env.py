import numpy as np


class VecReacher:
    """Batch of 2-D reaching arms; an arm is finished once it touches its target."""

    def __init__(self, num_envs, seed=0):
        self.num_envs = num_envs
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.pos = self.rng.uniform(-1, 1, size=(self.num_envs, 2)).astype(np.float32)
        self.goal = self.rng.uniform(-1, 1, size=(self.num_envs, 2)).astype(np.float32)
        self.done = np.zeros(self.num_envs, bool)
        return self.observe()

    def observe(self):
        return np.concatenate([self.pos, self.goal - self.pos], axis=1)

    def step(self, actions):
        self.pos = self.pos + 0.3 * np.clip(actions, -1, 1)
        dist = np.linalg.norm(self.goal - self.pos, axis=1)
        self.done |= dist < 0.25
        return self.observe(), -dist, self.done.copy()
