import numpy as np


class Population:
    """Agents with an infection state: 0 susceptible, 1 infected, 2 recovered.

    Storage is preallocated to ``capacity`` slots; ``alive`` marks the used ones.
    """

    def __init__(self, n, capacity, seed=0):
        self.rng = np.random.default_rng(seed)
        self.state = np.zeros(capacity, dtype=np.int32)
        self.state[self.rng.choice(n, 5, replace=False)] = 1
        self.age = np.zeros(capacity, dtype=np.float32)
        self.age[:n] = self.rng.uniform(0, 80, n)
        self.alive = np.zeros(capacity, dtype=bool)
        self.alive[:n] = True
        self.size = n

    def add_births(self, n_births):
        end = min(self.size + n_births, self.alive.shape[0])
        self.state[self.size:end] = 0
        self.age[self.size:end] = 0.0
        self.alive[self.size:end] = True
        self.size = end

    def __len__(self):
        return self.size
