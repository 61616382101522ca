import numpy as np


class Population:
    """Agents with an infection state: 0 susceptible, 1 infected, 2 recovered."""

    def __init__(self, n, seed=0):
        self.rng = np.random.default_rng(seed)
        self.state = np.zeros(n, dtype=np.int32)
        self.state[self.rng.choice(n, 5, replace=False)] = 1
        self.age = self.rng.uniform(0, 80, n).astype(np.float32)

    def add_births(self, n_births):
        self.state = np.concatenate([self.state, np.zeros(n_births, np.int32)])
        self.age = np.concatenate([self.age, np.zeros(n_births, np.float32)])

    def __len__(self):
        return self.state.shape[0]
