import numpy as np

class ReviewerOracle:
    def __init__(self, n=400, d=24, seed=0):
        rng = np.random.default_rng(seed)
        self.x = rng.normal(size=(n, d)).astype(np.float32)
        self.y = (self.x[:, :3].sum(1) > 0).astype(np.float32)
