import numpy as np

OBS, ACT = 5, 2


def expert_source(n, rng):
    return {
        "obs": rng.normal(size=(n, OBS)).astype(np.float32),
        "actions": rng.uniform(-1, 1, size=(n, ACT)).astype(np.float32),
        "rewards": rng.normal(loc=1.0, size=n).astype(np.float32),
        "terminals": rng.uniform(size=n) < 0.02,
    }


def random_source(n, rng):
    return {
        "obs": rng.normal(size=(n, OBS)).astype(np.float32),
        "actions": rng.uniform(-1, 1, size=(n, ACT)).astype(np.float32),
        "rewards": rng.normal(loc=-0.5, size=n).astype(np.float32),
        "terminals": (rng.uniform(size=n) < 0.05).astype(np.float32),
    }


def mixed_batches(batch_size, num_batches, seed=0):
    rng = np.random.default_rng(seed)
    sources = [expert_source, random_source]
    for i in range(num_batches):
        yield sources[i % 2](batch_size, rng)
