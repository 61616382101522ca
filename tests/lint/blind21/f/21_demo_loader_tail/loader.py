import numpy as np


class DemoLoader:
    """Shuffles (obs, action) pairs from a flat buffer of transitions."""

    def __init__(self, obs, actions, batch_size, seed=0, drop_last=False):
        self.obs = obs
        self.actions = actions
        self.batch_size = batch_size
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)

    def __len__(self):
        n = len(self.obs)
        return n // self.batch_size if self.drop_last else -(-n // self.batch_size)

    def __iter__(self):
        idx = self.rng.permutation(len(self.obs))
        for start in range(0, len(idx), self.batch_size):
            sel = idx[start:start + self.batch_size]
            if self.drop_last and len(sel) < self.batch_size:
                break
            yield self.obs[sel], self.actions[sel]
