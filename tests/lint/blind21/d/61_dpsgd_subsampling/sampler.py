import numpy as np


def poisson_batches(n, sampling_rate, steps, rng):
    """Privacy-amplification by subsampling: each example joins a step w.p. q."""
    for _ in range(steps):
        yield np.flatnonzero(rng.rand(n) < sampling_rate)
