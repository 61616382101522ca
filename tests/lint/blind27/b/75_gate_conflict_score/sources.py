import numpy as np


def from_csv(rng, n):
    # np.loadtxt-style output: float64
    return rng.uniform(0, 1, (n, 3)), rng.integers(0, 200, n)


def from_parquet(rng, n):
    # columnar store keeps float32 / int32
    return rng.uniform(0, 1, (n, 3)).astype(np.float32), rng.integers(0, 200, n).astype(np.int32)
