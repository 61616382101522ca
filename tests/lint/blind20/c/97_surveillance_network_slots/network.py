import numpy as np

MAX_TOWNS = 16


class SurveillanceNetwork:
    """Towns reporting into the regional model; new towns join over time.

    Arrays are sized for MAX_TOWNS; empty slots have population 1 and no links.
    """

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.pops = np.ones(MAX_TOWNS, np.float32)
        self.infected = np.zeros(MAX_TOWNS, np.float32)
        self.n_towns = 0

    def join(self, pop, infected):
        self.pops[self.n_towns] = pop
        self.infected[self.n_towns] = infected
        self.n_towns += 1

    def mobility(self):
        active = np.arange(MAX_TOWNS) < self.n_towns
        m = self.rng.uniform(0.0, 0.02, (MAX_TOWNS, MAX_TOWNS)).astype(np.float32)
        m = m * np.outer(active, active) + np.eye(MAX_TOWNS, dtype=np.float32)
        return m / m.sum(axis=1, keepdims=True)
