import numpy as np


class ImbalancedLoader:
    def __init__(self, n=120, d=6, batch_size=24, minority=0.15, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n, d)).astype(np.float32)
        self.y = (rng.random(n) < minority).astype(np.int32)
        self.x[self.y == 1] += 1.0
        self.batch_size = batch_size
        self.rng = rng
        self.class_weights = None

    def set_class_weights(self, weights):
        self.class_weights = np.asarray(weights, np.float32)

    def __iter__(self):
        order = self.rng.permutation(len(self.x))
        for i in range(0, len(order) - self.batch_size + 1, self.batch_size):
            idx = order[i:i + self.batch_size]
            batch = {"x": self.x[idx], "y": self.y[idx]}
            if self.class_weights is not None:
                batch["weight"] = self.class_weights[batch["y"]]
            yield batch
