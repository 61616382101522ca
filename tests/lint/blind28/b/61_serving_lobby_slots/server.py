import numpy as np

MAX_LOBBIES = 16


class RequestQueue:
    def __init__(self, seed=0):
        self.rng = np.random.default_rng(seed)
        self.pending = []

    def poll(self):
        n = int(self.rng.poisson(6)) + 1
        self.pending.extend(self.rng.normal(size=(n, 10, 7)).astype(np.float32))

    def next_batch(self):
        take = self.pending[:MAX_LOBBIES]
        self.pending = self.pending[MAX_LOBBIES:]
        batch = np.zeros((MAX_LOBBIES, 10, 7), np.float32)
        if take:
            batch[:len(take)] = np.stack(take)
        return batch, len(take)
