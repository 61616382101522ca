import numpy as np


class ScenarioDataset:
    def __init__(self, n_scenarios, n_agents=6, hist=10, fut=16, seed=0):
        rng = np.random.default_rng(seed)
        traj = np.cumsum(rng.normal(size=(n_scenarios, n_agents, hist + fut, 2)), axis=2)
        self.past = traj[:, :, :hist].astype(np.float32)
        self.future = traj[:, :, hist:].astype(np.float32)

    def __len__(self):
        return len(self.past)

    def iterate(self, batch_size, shuffle_seed):
        order = np.random.default_rng(shuffle_seed).permutation(len(self))
        for start in range(0, len(self), batch_size):
            idx = order[start:start + batch_size]
            yield self.past[idx], self.future[idx]
