import numpy as np


def global_benchmark(rng, n):
    x = rng.normal(size=(n, 100)).astype(np.float32)
    y = rng.random(n) > 0.5
    return x, y


def local_network(rng, n):
    x = rng.normal(size=(n, 100)).astype(np.float32)
    y = (rng.random(n) > 0.7).astype(np.float32)
    return x, y


def interleave(rng, steps, batch):
    for s in range(steps):
        src = global_benchmark if s % 2 == 0 else local_network
        yield src(rng, batch)
