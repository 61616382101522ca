import numpy as np


class DrawerEnv:
    obs_dim, act_dim = 7, 3

    def __init__(self, seed):
        self.rng = np.random.default_rng(seed)

    def reset(self):
        self.state = self.rng.normal(size=self.obs_dim).astype(np.float32)
        return self.state.copy()

    def step(self, action):
        self.state[: self.act_dim] += 0.05 * action
        return self.state.copy(), float(-np.abs(self.state[:3]).sum())


class BatchedObsWrapper:
    """Gives the policy a leading batch axis."""

    def __init__(self, env):
        self.env = env

    def reset(self):
        return self.env.reset()[None]

    def step(self, action):
        obs, reward = self.env.step(np.asarray(action).reshape(-1))
        return obs[None], reward
