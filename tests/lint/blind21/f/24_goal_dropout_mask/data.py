import numpy as np


class GoalDropoutSampler:
    def __init__(self, obs_dim, goal_dim, act_dim, batch_size, drop_prob, seed=0):
        self.rng = np.random.default_rng(seed)
        self.dims = (obs_dim, goal_dim, act_dim)
        self.batch_size = batch_size
        self.drop_prob = drop_prob

    def sample(self):
        o, g, a = self.dims
        obs = self.rng.normal(size=(self.batch_size, o)).astype(np.float32)
        goal = self.rng.normal(size=(self.batch_size, g)).astype(np.float32)
        act = self.rng.normal(size=(self.batch_size, a)).astype(np.float32)
        goal_mask = (self.rng.random(self.batch_size) >= self.drop_prob).astype(np.float32)
        return obs, goal, goal_mask, act
