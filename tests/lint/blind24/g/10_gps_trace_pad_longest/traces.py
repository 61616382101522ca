import numpy as np


def simulate_trips(n, seed=0):
    rng = np.random.default_rng(seed)
    trips = []
    for _ in range(n):
        length = int(rng.integers(5, 40))
        speeds = np.clip(rng.normal(25, 6, length), 3, 60).astype(np.float32)
        trips.append((speeds, float(np.sum(1.0 / speeds) * 60)))
    return trips


def collate(trips):
    longest = max(len(s) for s, _ in trips)
    x = np.zeros((len(trips), longest), np.float32)
    m = np.zeros((len(trips), longest), np.float32)
    for i, (s, _) in enumerate(trips):
        x[i, :len(s)] = s
        m[i, :len(s)] = 1.0
    y = np.array([t for _, t in trips], np.float32)
    return x, m, y
