import numpy as np


class OrderBook:
    def __init__(self, n_customers, seed):
        self.rng = np.random.default_rng(seed)
        self.xy = self.rng.uniform(0, 20, (n_customers, 2)).astype(np.float32)
        self.weight = self.rng.uniform(1, 3, n_customers).astype(np.float32)

    def todays_orders(self):
        placed = self.rng.uniform(size=len(self.xy)) < 0.6
        return self.xy[placed], self.weight[placed]
