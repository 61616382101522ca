import numpy as np


class VecCartPoleLike:
    """Tiny vectorised toy environment with a cartpole-ish observation."""

    def __init__(self, num_envs, seed=0):
        self.num_envs = num_envs
        self.rng = np.random.default_rng(seed)
        self.state = None

    def reset(self):
        self.state = self.rng.normal(size=(self.num_envs, 4)).astype(np.float32) * 0.05
        return self.state

    def step(self, actions):
        push = np.where(np.asarray(actions) == 1, 1.0, -1.0).astype(np.float32)
        self.state = self.state + 0.02 * np.stack(
            [self.state[:, 1], push, self.state[:, 3], -push], axis=1)
        reward = np.ones(self.num_envs, np.float32)
        done = np.abs(self.state[:, 2]) > 0.2
        return self.state, reward, done
