import numpy as np


class ReachEnv:
    def __init__(self, n_envs, seed=0):
        self.n = n_envs
        self.rng = np.random.default_rng(seed)
        self.stage = 0

    def set_stage(self, stage):
        self.stage = stage

    def observe(self):
        obs = {"pos": self.rng.normal(size=(self.n, 3)).astype(np.float32),
               "vel": self.rng.normal(size=(self.n, 3)).astype(np.float32)}
        if self.stage > 0:
            obs["goal"] = self.rng.normal(size=(self.n, 3)).astype(np.float32)
        return obs
