import numpy as np


def soil_cores(n=40, seed=0):
    rng = np.random.default_rng(seed)
    cores = []
    for _ in range(n):
        n_layers = int(rng.integers(3, 9))
        layers = np.stack([
            rng.uniform(5, 40, n_layers),      # thickness cm
            rng.uniform(0.5, 4.0, n_layers),   # SOC %
            rng.uniform(1.1, 1.6, n_layers),   # bulk density
        ], axis=1).astype(np.float32)
        cores.append(layers)
    return cores


def collate(batch):
    longest = max(len(c) for c in batch)
    x = np.zeros((len(batch), longest, 3), np.float32)
    for i, c in enumerate(batch):
        x[i, : len(c)] = c
    return x


def batches(cores, batch_size):
    for i in range(0, len(cores), batch_size):
        yield collate(cores[i:i + batch_size])
