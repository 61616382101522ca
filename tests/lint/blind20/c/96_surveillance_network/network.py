import numpy as np


class SurveillanceNetwork:
    """Towns reporting into the regional model; new towns join over time."""

    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.pops = np.zeros(0, np.float32)
        self.infected = np.zeros(0, np.float32)

    def join(self, pop, infected):
        self.pops = np.append(self.pops, np.float32(pop))
        self.infected = np.append(self.infected, np.float32(infected))

    def mobility(self):
        n = len(self.pops)
        m = self.rng.uniform(0.0, 0.02, (n, n)).astype(np.float32) + np.eye(n, dtype=np.float32)
        return m / m.sum(axis=1, keepdims=True)
