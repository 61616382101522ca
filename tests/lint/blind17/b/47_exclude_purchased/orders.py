import numpy as np


class OrderHistory:
    def __init__(self, num_users, num_items, seed=0):
        rng = np.random.default_rng(seed)
        self.purchased = {
            u: sorted(set(rng.integers(0, num_items, rng.integers(0, 6)).tolist()))
            for u in range(num_users)
        }

    def exclusions(self, user):
        return tuple(self.purchased[user])
