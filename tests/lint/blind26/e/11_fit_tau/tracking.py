import numpy as np


def extract_sprints(n=40, seed=6):
    """Optical-tracking sprint efforts (25 Hz speed traces) of varying duration."""
    rng = np.random.default_rng(seed)
    sprints = []
    for _ in range(n):
        length = int(rng.integers(20, 90))
        vmax = rng.uniform(7.0, 9.8)
        t = np.arange(length) / 25.0
        v = vmax * (1 - np.exp(-t / rng.uniform(0.9, 1.4)))
        sprints.append((v + rng.normal(0, 0.1, length)).astype(np.float32))
    return sprints


def collate(batch):
    longest = max(len(s) for s in batch)
    x = np.zeros((len(batch), longest), np.float32)
    m = np.zeros((len(batch), longest), np.float32)
    for i, s in enumerate(batch):
        x[i, :len(s)] = s
        m[i, :len(s)] = 1.0
    return x, m
