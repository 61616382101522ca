import numpy as np


def poisson_batches(n, sampling_rate, steps, rng, max_batch):
    """Poisson subsampling returned as preallocated index + mask buffers."""
    for _ in range(steps):
        chosen = np.flatnonzero(rng.rand(n) < sampling_rate)[:max_batch]
        idx = np.zeros((max_batch,), np.int32)
        mask = np.zeros((max_batch,), np.float32)
        idx[:len(chosen)] = chosen
        mask[:len(chosen)] = 1.0
        yield idx, mask
