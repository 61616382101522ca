import numpy as np

ZONES = ("R1", "R2", "R3", "C1", "C2", "MU")

def make_sales(n, rng):
    zone = rng.integers(0, len(ZONES), n)
    x = rng.normal(size=(n, 3)).astype(np.float32)
    premium = np.array([0.0, 0.05, 0.1, 0.2, 0.25, 0.3], np.float32)
    y = (x @ np.array([0.3, 0.1, -0.2], np.float32) + premium[zone]).astype(np.float32)
    return zone.astype(np.int32), x, y

def batches(zone, x, y, size):
    for i in range(0, len(y), size):
        z = zone[i:i + size]
        present = tuple(sorted(set(int(v) for v in z)))
        yield z, x[i:i + size], y[i:i + size], present
