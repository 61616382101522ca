import numpy as np


class ClientPipeline:
    def __init__(self, cid, n, dim, reweight, seed):
        rng = np.random.RandomState(seed)
        self.x = rng.normal(size=(n, dim)).astype(np.float32)
        self.y = rng.randint(0, 2, size=(n,)).astype(np.float32)
        self.reweight = reweight
        self.batch_size = 16

    def batches(self):
        for s in range(0, len(self.x) - self.batch_size + 1, self.batch_size):
            batch = {"x": self.x[s:s + self.batch_size], "y": self.y[s:s + self.batch_size]}
            if self.reweight:
                pos = batch["y"].mean()
                batch["w"] = np.where(batch["y"] > 0, 0.5 / max(pos, 1e-3),
                                      0.5 / max(1 - pos, 1e-3)).astype(np.float32)
            yield batch
