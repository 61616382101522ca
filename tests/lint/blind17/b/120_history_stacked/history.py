import numpy as np

HIST_LEN = 5


class HistoryStore:
    def __init__(self, num_users, num_items, seed=0):
        rng = np.random.default_rng(seed)
        self.data = {u: rng.integers(0, num_items, HIST_LEN).astype(np.int32) for u in range(num_users)}

    def for_users(self, user_ids):
        return np.stack([self.data[u] for u in user_ids])
