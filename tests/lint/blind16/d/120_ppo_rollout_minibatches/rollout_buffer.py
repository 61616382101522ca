import numpy as np


class RolloutBuffer:
    def __init__(self, num_envs, num_steps, obs_dim):
        self.obs = np.zeros((num_steps, num_envs, obs_dim), np.float32)
        self.actions = np.zeros((num_steps, num_envs), np.int32)
        self.adv = np.zeros((num_steps, num_envs), np.float32)

    def fill(self, rng):
        self.obs[:] = rng.normal(size=self.obs.shape)
        self.actions[:] = rng.integers(0, 3, size=self.actions.shape)
        self.adv[:] = rng.normal(size=self.adv.shape)

    def flat(self):
        n = self.obs.shape[0] * self.obs.shape[1]
        return self.obs.reshape(n, -1), self.actions.reshape(n), self.adv.reshape(n)

    def minibatches(self, num_minibatches, rng):
        obs, actions, adv = self.flat()
        perm = rng.permutation(len(obs))
        for idx in np.array_split(perm, num_minibatches):
            yield obs[idx], actions[idx], adv[idx]
