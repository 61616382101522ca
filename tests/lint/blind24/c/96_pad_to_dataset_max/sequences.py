import numpy as np


class CareerPathDataset:
    def __init__(self, n, seed=0):
        rng = np.random.default_rng(seed)
        self.paths = [rng.integers(1, 9, size=int(rng.integers(2, 25))) for _ in range(n)]
        self.promoted = (rng.random(n) < 0.3).astype(np.float32)
        self.max_len = max(len(p) for p in self.paths)

    def batches(self, bs):
        for i in range(0, len(self.paths), bs):
            chunk = self.paths[i:i + bs]
            out = np.zeros((len(chunk), self.max_len), np.int32)
            for j, p in enumerate(chunk):
                out[j, :len(p)] = p
            yield out, self.promoted[i:i + bs]
