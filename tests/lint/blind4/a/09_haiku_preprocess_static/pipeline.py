import numpy as np


class Normalize:
    def __init__(self, mean, std):
        self.mean = float(mean)
        self.std = float(std)

    def __call__(self, images):
        return (images - self.mean) / self.std


def shard_reader(n_shards, rng):
    for s in range(n_shards):
        yield s, rng.normal(loc=0.5, scale=0.2, size=(8, 4, 4, 1)).astype(np.float32)
