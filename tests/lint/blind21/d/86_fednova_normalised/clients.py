import numpy as np

BATCH = 8


class Client:
    def __init__(self, cid, n, dim, seed):
        rng = np.random.RandomState(seed)
        self.cid = cid
        self.x = rng.normal(size=(n, dim)).astype(np.float32)
        self.y = rng.normal(size=(n,)).astype(np.float32)

    def local_steps(self, epochs):
        if self.cid % 2 == 0:
            return epochs * (len(self.x) // BATCH)
        return epochs * np.ceil(len(self.x) / BATCH).astype(np.int64)
