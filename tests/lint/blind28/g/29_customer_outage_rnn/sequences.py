import numpy as np


def outage_records(rng, n=40):
    """Variable-length per-customer outage logs: hourly (temperature, wind, load) before the event."""
    recs = []
    for _ in range(n):
        T = int(rng.integers(6, 30))
        x = rng.standard_normal((T, 3)).astype(np.float32)
        y = np.float32(x[:, 1].mean() > 0.2)
        recs.append((x, y))
    return recs


def collate(records):
    T = max(len(x) for x, _ in records)
    X = np.zeros((len(records), T, 3), np.float32)
    M = np.zeros((len(records), T), np.float32)
    for i, (x, _) in enumerate(records):
        X[i, :len(x)] = x
        M[i, :len(x)] = 1.0
    y = np.array([y for _, y in records], np.float32)
    return X, M, y
