import numpy as np


class ClientSampler:
    """Uniform client sampling without replacement, constant cohort size."""

    def __init__(self, num_clients, cohort_size, seed=0):
        self.num_clients = num_clients
        self.cohort_size = cohort_size
        self.rng = np.random.RandomState(seed)

    def sample(self):
        return self.rng.choice(self.num_clients, size=self.cohort_size, replace=False)
