import numpy as np

MAX_EXCLUDED = 8


class OrderHistory:
    def __init__(self, num_users, num_items, seed=0):
        rng = np.random.default_rng(seed)
        self.purchased = {
            u: sorted(set(rng.integers(0, num_items, rng.integers(0, 6)).tolist()))
            for u in range(num_users)
        }

    def exclusions(self, user):
        ids = np.zeros(MAX_EXCLUDED, np.int32)
        valid = np.zeros(MAX_EXCLUDED, bool)
        items = self.purchased[user][-MAX_EXCLUDED:]
        ids[:len(items)] = items
        valid[:len(items)] = True
        return ids, valid
