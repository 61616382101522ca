import numpy as np

NUM_CLIENTS = 12
SAMPLES_PER_CLIENT = 16
CLIENTS_PER_ROUND = 5


class ClientPool:
    def __init__(self, d=5, seed=0):
        self.rng = np.random.default_rng(seed)
        w = self.rng.normal(size=(d,))
        self.x = self.rng.normal(size=(NUM_CLIENTS, SAMPLES_PER_CLIENT, d)).astype(np.float32)
        self.y = (self.x @ w).astype(np.float32)

    def sample(self, k=CLIENTS_PER_ROUND):
        return self.rng.choice(NUM_CLIENTS, size=k, replace=False)

    def batch(self, ids):
        return self.x[ids], self.y[ids]
