import numpy as np

BUCKETS = (4, 8, 16)


def bucket_size(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(n)


class ClientSampler:
    """Poisson client participation; cohorts are padded up to a size bucket."""

    def __init__(self, num_clients, rate, seed=0):
        self.num_clients = num_clients
        self.rate = rate
        self.rng = np.random.RandomState(seed)

    def sample(self):
        ids = np.flatnonzero(self.rng.rand(self.num_clients) < self.rate)
        size = bucket_size(len(ids))
        padded = np.zeros((size,), np.int64)
        weight = np.zeros((size,), np.float32)
        padded[:len(ids)] = ids
        weight[:len(ids)] = 1.0
        return padded, weight
