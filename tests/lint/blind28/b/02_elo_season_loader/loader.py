import numpy as np


class MatchLoader:
    def __init__(self, n_players=64, n_games=700, batch_size=128, seed=1):
        rng = np.random.default_rng(seed)
        self.a = rng.integers(0, n_players, size=n_games).astype(np.int32)
        self.b = (self.a + rng.integers(1, n_players, size=n_games)) % n_players
        self.b = self.b.astype(np.int32)
        self.outcome = rng.integers(0, 2, size=n_games).astype(np.float32)
        self.batch_size = batch_size
        self.rng = rng

    def __iter__(self):
        order = self.rng.permutation(len(self.a))
        n_full = len(order) // self.batch_size
        for i in range(n_full):
            idx = order[i * self.batch_size:(i + 1) * self.batch_size]
            yield self.a[idx], self.b[idx], self.outcome[idx]
