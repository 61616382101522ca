import numpy as np


class AggregatedDataset:
    def __init__(self, obs_dim):
        self.obs = np.zeros((0, obs_dim), np.float32)
        self.actions = np.zeros((0,), np.int32)

    def add(self, obs, actions):
        self.obs = np.concatenate([self.obs, obs])
        self.actions = np.concatenate([self.actions, actions])

    def __len__(self):
        return len(self.actions)


class BatchLoader:
    def __init__(self, dataset, batch_size, shuffle=True, drop_last=False, seed=0):
        self.dataset = dataset
        self.batch_size = batch_size
        self.shuffle = shuffle
        self.drop_last = drop_last
        self.rng = np.random.default_rng(seed)

    def __iter__(self):
        n = len(self.dataset)
        idx = self.rng.permutation(n) if self.shuffle else np.arange(n)
        stop = n - n % self.batch_size if self.drop_last else n
        for start in range(0, stop, self.batch_size):
            b = idx[start:start + self.batch_size]
            yield self.dataset.obs[b], self.dataset.actions[b]
