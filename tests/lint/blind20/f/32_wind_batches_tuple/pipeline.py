import numpy as np


class WindDataset:
    def __init__(self, n=192, seed=0):
        rng = np.random.default_rng(seed)
        self.speed = rng.weibull(2.0, n).astype(np.float32) * 8.0
        self.direction = rng.uniform(0, 2 * np.pi, n).astype(np.float32)
        self.power = np.clip((self.speed - 3.0) / 9.0, 0, 1).astype(np.float32) ** 3

    def train_batches(self, batch_size):
        for i in range(0, len(self.speed), batch_size):
            feats = np.stack([self.speed[i:i + batch_size],
                              np.sin(self.direction[i:i + batch_size]),
                              np.cos(self.direction[i:i + batch_size])], axis=1)
            yield feats, self.power[i:i + batch_size]

    def holdout(self):
        feats = np.stack([self.speed[-32:], np.sin(self.direction[-32:]), np.cos(self.direction[-32:])], axis=1)
        return feats, self.power[-32:]
