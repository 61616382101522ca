import numpy as np


class ReplayBuffer:
    def __init__(self, obs_dim):
        self.obs, self.actions, self.rewards, self.next_obs = [], [], [], []
        self.obs_dim = obs_dim

    def add_episode(self, obs, actions, rewards, next_obs):
        self.obs.extend(obs); self.actions.extend(actions)
        self.rewards.extend(rewards); self.next_obs.extend(next_obs)

    def __len__(self):
        return len(self.obs)


class ReplayLoader:
    """One shuffled pass over everything in the buffer."""

    def __init__(self, buffer, batch_size, rng):
        self.buffer, self.batch_size, self.rng = buffer, batch_size, rng

    def __iter__(self):
        b = self.buffer
        order = self.rng.permutation(len(b))
        obs, act = np.asarray(b.obs, np.float32), np.asarray(b.actions, np.int32)
        rew, nxt = np.asarray(b.rewards, np.float32), np.asarray(b.next_obs, np.float32)
        for start in range(0, len(order), self.batch_size):
            idx = order[start:start + self.batch_size]
            yield obs[idx], act[idx], rew[idx], nxt[idx]
