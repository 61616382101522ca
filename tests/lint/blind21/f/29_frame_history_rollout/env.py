import numpy as np


class PushEnv:
    obs_dim = 6
    act_dim = 2

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.state = self.rng.normal(size=self.obs_dim).astype(np.float32)
        return self.state.copy()

    def step(self, action):
        self.state[:2] += 0.1 * np.asarray(action, np.float32)
        reward = -float(np.linalg.norm(self.state[:2] - self.state[2:4]))
        return self.state.copy(), reward
