import numpy as np


class ClientSampler:
    """Poisson client participation: each client joins a round independently."""

    def __init__(self, num_clients, rate, seed=0):
        self.num_clients = num_clients
        self.rate = rate
        self.rng = np.random.RandomState(seed)

    def sample(self):
        joined = self.rng.rand(self.num_clients) < self.rate
        return np.flatnonzero(joined)
